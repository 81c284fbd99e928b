import type { FileStore } from '../files/files.ts';
import type { TJobMeta, JobQueue } from '../jobs/queue.ts';
import type { TServices } from '../services.ts';
import type { Mailer, TMail } from './mailer.ts';

export const MAIL_JOB = 'mail';
/** about 30 s, 1 min, 2 min … for 8 more attempts: a few hours in all */
export const MAIL_RETRIES = { retryLimit: 8, retryDelay: 30, retryBackoff: true } as const;

/**
 * Every mail goes out through the job queue: stored before the caller answers, sent by a worker of any instance,
 * retried with back-off (about 30 s, 1 min, 2 min … for 8 more attempts, a few hours in all) while the transport fails.
 */
export function defineMailJob(jobs: JobQueue, mailer: Mailer, files: Pick<FileStore, 'read' | 'remove'>) {
  jobs.define<TMail>({
    name: MAIL_JOB,
    // attachments are read from the file store when the mail goes, so the queue holds keys, not documents
    handler: async (job) => {
      const attached = await Promise.all(
        (job.data.attachments ?? []).map(async (a) => ({
          filename: a.name,
          content: await files.read(a.key),
          contentType: a.type,
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      );
      await mailer.send(job.data, attached);
      for (const a of job.data.attachments ?? []) if (a.temporary) await files.remove(a.key).catch(() => undefined);
    },
    ...MAIL_RETRIES,
    concurrency: 2,
  });
}

/** Queues one mail; the jobs pages show it by recipient and subject. */
export function queueMail(s: Pick<TServices, 'jobs'>, mail: TMail, meta: Omit<TJobMeta, 'label'>): Promise<string> {
  return s.jobs.send(MAIL_JOB, mail, { ...meta, label: { to: mail.to, subject: mail.subject } });
}
