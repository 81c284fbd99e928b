import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconTrash, IconUserCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TReviewDetail } from '@staffdesk/core/evaluations-api';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import { scoreText } from './evaluation-parts.component.tsx';
import { completeReview, EVALUATION_PATHS, EVALUATIONS_KEY, removeReview, setReviewer } from './evaluations.api.ts';

/**
 * HR's part of a review: who reviews (an employee, or HR), completing it with the reviewer's score and a comment,
 * and taking the employee out of the cycle while nothing is submitted.
 */
export function ReviewAdmin({ review }: { review: TReviewDetail }) {
  const { t } = useTranslation(['evaluations', 'common', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const session = useShellSession();
  const [reviewer, setReviewerId] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(t(done));
      await client.invalidateQueries({ queryKey: [EVALUATIONS_KEY] });
      return true;
    } catch (e) {
      notifyError(errorText(t, e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const untouched = !review.self.submittedAt && !review.manager.submittedAt;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="review-admin">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('review.hrPanel')}
        </Title>
        {review.can.complete && (
          <Stack gap="sm">
            <Text size="sm">{t('review.completeHint', { score: scoreText(review.manager.score) })}</Text>
            <Textarea
              label={t('fields.finalComment')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              maxLength={4000}
              autosize
              minRows={2}
              data-testid="final-comment"
            />
            <Group justify="flex-end">
              <Button
                color="teal"
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                loading={busy}
                onClick={() => run(() => completeReview(review.id, comment), 'review.completed')}
                data-testid="review-complete"
              >
                {t('review.complete')}
              </Button>
            </Group>
          </Stack>
        )}
        {!review.manager.submittedAt && (
          <Group align="flex-end" gap="sm">
            <RemoteSelect
              label={t('review.changeReviewer')}
              placeholder={t('common:form.typeToSearch')}
              query={employeeOptionsQuery}
              value={reviewer}
              onChange={(v) => setReviewerId(v)}
              w={300}
              data-testid="reviewer-select"
            />
            <Button
              variant="default"
              disabled={!reviewer || busy}
              onClick={async () => {
                if (await run(() => setReviewer(review.id, reviewer), 'review.reviewerChanged')) setReviewerId('');
              }}
              data-testid="reviewer-save"
            >
              {t('common:actions.save')}
            </Button>
            {review.reviewer && (
              <Button
                variant="subtle"
                leftSection={<IconUserCheck size={16} aria-hidden />}
                disabled={busy}
                onClick={() => run(() => setReviewer(review.id, null), 'review.reviewerChanged')}
                data-testid="reviewer-hr"
              >
                {t('review.hrTakesOver')}
              </Button>
            )}
          </Group>
        )}
        {untouched && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() =>
                openConfirm({
                  title: t('review.remove'),
                  text: t('review.removeConfirm', { name: review.employee.name }),
                  confirmLabel: t('review.remove'),
                  color: 'red',
                  testId: 'confirm-remove',
                  onConfirm: async () => {
                    if (await run(() => removeReview(review.id), 'review.removed'))
                      navigate(`/${session.account}/${EVALUATION_PATHS.cycle}/${review.cycleId}`);
                  },
                })
              }
              data-testid="review-remove"
            >
              {t('review.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
