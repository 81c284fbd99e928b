import { MAIL_RETRIES } from '../../platform/mail/mail-job.ts';
import type { TServices } from '../../platform/services.ts';
import { SIGNUP_MAIL_JOB, sendSignupMail, type TSignupMailJob } from './signup.service.ts';

/** Sign-up thread mails: sent and recorded by a job (signup.service deliver). */
export function defineSignupJobs(s: TServices) {
  s.jobs.define<TSignupMailJob>({ name: SIGNUP_MAIL_JOB, ...MAIL_RETRIES, handler: (job) => sendSignupMail(s, job) });
}
