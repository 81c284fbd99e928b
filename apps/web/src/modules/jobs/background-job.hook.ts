import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError } from '../../shell/toast.ts';
import { jobQuery } from './jobs.api.ts';

/**
 * A file built by a background job from a page: `start` queues it and keeps its id in the page's URL (`?<param>=`),
 * so the progress bar and then the download survive a reload; `running` while it waits or works.
 */
export function useBackgroundJob(param: string) {
  const { t } = useTranslation('errors');
  const [params, setParams] = useSearchParams();
  const jobId = params.get(param);
  const job = useQuery({ ...jobQuery('tenant', jobId ?? ''), enabled: !!jobId });
  const [locked, lock, unlock] = useSubmitLock();
  const state = job.data?.state;
  const start = async (queue: () => Promise<{ jobId: string }>) => {
    if (locked) return;
    lock();
    try {
      const { jobId: id } = await queue();
      setParams((p) => {
        p.set(param, id);
        return p;
      });
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      // while the job runs the buttons are disabled by its state
      unlock();
    }
  };
  return {
    jobId,
    done: state === 'done',
    running: !!jobId && !!job.data && state !== 'done' && state !== 'failed',
    locked,
    start,
  };
}
