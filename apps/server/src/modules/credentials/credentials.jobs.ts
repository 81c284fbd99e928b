import type { TServices } from '../../platform/services.ts';
import { RESET_JOB, sendResetLink, type TResetJob } from './credentials.service.ts';

/** Password resets run as jobs: asked for before the answer, done after it (credentials.service requestReset). */
export function defineCredentialJobs(s: TServices) {
  s.jobs.define<TResetJob>({
    name: RESET_JOB,
    handler: (job) => sendResetLink(s, job.data),
    retryLimit: 3,
    retryDelay: 10,
  });
}
