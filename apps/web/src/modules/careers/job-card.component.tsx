import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TJobCard } from '@staffdesk/core/careers';
import { formatDay } from '../../shell/date-format.ts';
import { DEFAULT_JOB_IMAGE } from './careers-paths.ts';
import classes from './careers-board.module.css';

type TJobCardProps = {
  job: TJobCard;
  onView: (job: TJobCard) => void;
  onApply?: (job: TJobCard) => void;
};

/** One post on a board: picture, title, the short description and the View More / Apply actions. */
export function JobCard({ job, onView, onApply }: TJobCardProps) {
  const { t } = useTranslation('careers');
  const titleId = `job-${job.id}-title`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      data-testid="job-card"
      data-job-id={job.id}
      aria-labelledby={titleId}
      component="article"
    >
      <Card.Section>
        <Image
          src={job.imageUrl || DEFAULT_JOB_IMAGE}
          fallbackSrc={DEFAULT_JOB_IMAGE}
          alt=""
          h={168}
          fit="cover"
          loading="lazy"
          data-testid="job-image"
        />
      </Card.Section>
      <Stack gap={8} mt="md" className={classes.cardBody}>
        <Group gap={6} wrap="wrap">
          {job.jobTypeName && (
            <Badge variant="light" size="sm" tt="none">
              {job.jobTypeName}
            </Badge>
          )}
          <Badge variant="outline" color="gray" size="sm" tt="none" className={classes.code}>
            {job.code}
          </Badge>
        </Group>
        <Title order={3} size="h4" id={titleId} className={classes.cardTitle} data-testid="job-title">
          {job.title}
        </Title>
        <Text size="sm" c="dimmed" data-testid="job-short">
          {job.shortDescription}{' '}
          {job.isCut && (
            <Anchor component="button" type="button" size="sm" onClick={() => onView(job)} data-testid="job-read-more">
              {t('readMore')}
            </Anchor>
          )}
        </Text>
        <Group gap={6} c="dimmed" mt="auto" pt={4}>
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="xs">{t('closesOn', { date: formatDay(job.closingDate) })}</Text>
        </Group>
      </Stack>
      <Group gap="sm" mt="md" grow>
        <Button variant="default" onClick={() => onView(job)} data-testid="job-view-more" aria-describedby={titleId}>
          {t('viewMore')}
        </Button>
        {onApply && (
          <Button
            onClick={() => onApply(job)}
            leftSection={<IconSend size={16} aria-hidden />}
            data-testid="job-apply"
            aria-describedby={titleId}
          >
            {t('apply')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
