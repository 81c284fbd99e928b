import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TReviewDetail } from '@staffdesk/core/evaluations-api';
import { errorText } from '../../shell/error-text.ts';
import { formatDay, formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { AnswerForm } from './answer-form.component.tsx';
import { ReviewerName, ReviewStage, ScoreBar } from './evaluation-parts.component.tsx';
import { EVALUATION_PATHS, reviewQuery } from './evaluations.api.ts';
import { RatingsSheet } from './ratings-sheet.component.tsx';
import { ReviewAdmin } from './review-admin.component.tsx';

/** What an open review waits for, as the caller sees it (none: it waits for them, in the HR panel). */
function waitingFor(r: TReviewDetail, staff: boolean): string | null {
  if (staff) {
    if (r.stage !== 'managerSubmitted') return 'review.waitingStaff';
    return r.can.complete ? null : 'review.waitingHr';
  }
  // an employee sees the reviewer's part before completion only when it is theirs
  return r.managerAnswer ? 'review.waitingHr' : 'review.waiting';
}

/**
 * `/evalutions/review/:id`: one employee's review. The employee and the reviewer fill in their part here (from a
 * phone too); once HR completes it, the employee finds their result, the reviewer's ratings and the comments.
 */
export function ReviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['evaluations', 'menu', 'errors']);
  const session = useShellSession();
  const query = useQuery(reviewQuery(id));
  const r = query.data;
  const title = r ? `${r.employee.name || r.employee.code} · ${r.cycleName}` : t('menu:evaluations');
  usePageTitle(title);
  const base = `/${session.account}`;
  const staff = session.loginType !== 'emp';
  const crumbs = staff
    ? [
        { label: t('menu:evaluations'), to: `${base}/${EVALUATION_PATHS.list}` },
        ...(r ? [{ label: r.cycleName, to: `${base}/${EVALUATION_PATHS.cycle}/${r.cycleId}` }] : []),
        { label: r?.employee.name ?? '' },
      ]
    : [{ label: t('menu:myEvaluations'), to: `${base}/${EVALUATION_PATHS.my}` }, { label: r?.cycleName ?? '' }];
  const answering = r && (r.can.self || r.can.manager);
  const waiting = r && !answering && r.stage !== 'completed' && r.cycleStatus === 'open' ? waitingFor(r, staff) : null;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader crumbs={crumbs} title={title} />
      {query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, query.error)}
        </Alert>
      )}
      {!r ? (
        !query.isError && <Skeleton h={320} />
      ) : (
        <>
          <Group gap="md" wrap="wrap">
            <ReviewStage stage={r.stage} />
            <Group gap={4} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('fields.reviewer')}:
              </Text>
              <ReviewerName review={r} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('fields.period')}: {formatDay(r.periodFrom)} – {formatDay(r.periodTo)} · {t('fields.dueOn')}:{' '}
              {formatDay(r.dueOn)}
            </Text>
          </Group>
          {r.cycleStatus === 'closed' && r.stage !== 'completed' && (
            <Alert color="gray" icon={<IconLock size={18} />}>
              {t('review.cycleClosed')}
            </Alert>
          )}
          {r.stage === 'completed' && r.finalScore !== null && (
            <Paper withBorder radius="md" p="lg" data-testid="review-result">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('review.result')}
                </Title>
                <ScoreBar value={r.finalScore} label={t('fields.finalScore')} w="100%" />
                {r.finalComment && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="final-comment-text">
                    {r.finalComment}
                  </Text>
                )}
                {r.completedAt && (
                  <Text size="xs" c="dimmed">
                    {t('review.completedBy', { name: r.completedByName ?? '', at: formatDateTime(r.completedAt) })}
                  </Text>
                )}
              </Stack>
            </Paper>
          )}
          {r.can.self && <AnswerForm key={`self-${r.selfAnswer?.updatedAt}`} review={r} part="self" />}
          {r.can.manager && <AnswerForm key={`manager-${r.managerAnswer?.updatedAt}`} review={r} part="manager" />}
          {waiting && (
            <Alert color="blue" variant="light" data-testid="review-waiting">
              {t(waiting)}
            </Alert>
          )}
          <RatingsSheet review={r} />
          {r.can.manage && <ReviewAdmin review={r} />}
        </>
      )}
    </Stack>
  );
}
