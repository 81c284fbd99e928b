import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TReviewRow } from '@staffdesk/core/evaluations-api';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { DueText, ReviewPerson, ReviewStage, ScoreBar } from './evaluation-parts.component.tsx';
import { EVALUATION_PATHS, myReviewsQuery } from './evaluations.api.ts';

/** What the card asks of the employee now, if anything. */
function nextStep(r: TReviewRow, reviewer: boolean): 'fillIn' | 'closed' | null {
  if (r.stage === 'completed') return null;
  if (r.cycleStatus === 'closed') return 'closed';
  const mine = reviewer ? r.manager.submittedAt : r.self.submittedAt;
  return !mine && (reviewer || r.selfReview) ? 'fillIn' : null;
}

function ReviewCard({ review, reviewer }: { review: TReviewRow; reviewer: boolean }) {
  const { t } = useTranslation('evaluations');
  const session = useShellSession();
  const step = nextStep(review, reviewer);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`/${session.account}/${EVALUATION_PATHS.review}/${review.id}`}
      data-testid={reviewer ? 'to-review-card' : 'my-review-card'}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {review.cycleName}
          </Text>
          <ReviewStage stage={review.stage} />
        </Group>
        {reviewer && <ReviewPerson review={review} />}
        <DueText dueOn={review.dueOn} />
        {step && (
          <Text size="sm" fw={600} c={step === 'fillIn' ? 'blue.8' : 'dimmed'} data-testid="next-step">
            {t(`my.${step}`)}
          </Text>
        )}
        {!reviewer && review.finalScore !== null && (
          <ScoreBar value={review.finalScore} label={t('fields.finalScore')} w="100%" />
        )}
      </Stack>
    </Card>
  );
}

/** `/evalutions/my`: the employee's own evaluations and those they give as a reviewer. */
export function MyEvaluationsPage() {
  const { t } = useTranslation(['evaluations', 'menu']);
  const session = useShellSession();
  const title = t('menu:myEvaluations');
  usePageTitle(title);
  const query = useQuery(myReviewsQuery);
  const data = query.data;
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <QueryStates
        query={{ ...query, data: data ? [...data.toReview, ...data.mine] : undefined }}
        empty={t('my.empty')}
        testId="my-evaluations"
      />
      {data && (
        <Stack gap="xl">
          {data.toReview.length > 0 && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('my.toReview')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {data.toReview.map((r) => (
                  <ReviewCard key={r.id} review={r} reviewer />
                ))}
              </SimpleGrid>
            </Stack>
          )}
          {data.mine.length > 0 && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('my.mine')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {data.mine.map((r) => (
                  <ReviewCard key={r.id} review={r} reviewer={false} />
                ))}
              </SimpleGrid>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
