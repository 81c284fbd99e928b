import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnswer, TReviewDetail } from '@staffdesk/core/evaluations-api';
import { scoreText } from './evaluation-parts.component.tsx';

function Comment({ label, answer }: { label: string; answer: TAnswer | null }) {
  if (!answer?.comment) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {answer.comment}
      </Text>
    </div>
  );
}

/**
 * The submitted parts the caller may see, side by side per criterion (a part not shown: a dash). A draft shows only
 * in its writer's form, never here.
 */
export function RatingsSheet({ review }: { review: TReviewDetail }) {
  const { t } = useTranslation('evaluations');
  const self = review.selfAnswer?.submittedAt ? review.selfAnswer : null;
  const manager = review.managerAnswer?.submittedAt ? review.managerAnswer : null;
  if (!self && !manager) return null;
  const cell = (a: TAnswer | null, id: string) => (a?.ratings[id] ? `${a.ratings[id]} / ${review.scale}` : '—');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="ratings-sheet">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('review.ratings')}
        </Title>
        <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.criterion')}</Table.Th>
                <Table.Th ta="right">{t('fields.weight')}</Table.Th>
                <Table.Th ta="right">{t('fields.self')}</Table.Th>
                <Table.Th ta="right">{t('fields.reviewer')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.criteria.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td ta="right">{c.weight} %</Table.Td>
                  <Table.Td ta="right" data-testid="self-rating">
                    {cell(self, c.id)}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="reviewer-rating">
                    {cell(manager, c.id)}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('fields.score')}</Table.Td>
                <Table.Td ta="right">100 %</Table.Td>
                <Table.Td ta="right" data-testid="self-total">
                  {scoreText(self?.score ?? null)}
                </Table.Td>
                <Table.Td ta="right" data-testid="reviewer-total">
                  {scoreText(manager?.score ?? null)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Comment label={t('review.selfComment')} answer={self} />
        <Comment label={t('review.reviewerComment')} answer={manager} />
      </Stack>
    </Paper>
  );
}
