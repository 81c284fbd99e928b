type TLog = { error(obj: unknown, msg: string): void };

/**
 * Work done after the answer has gone (mail, mostly), so that an answer's timing never depends on it. Failures are
 * logged, never thrown. `idle()` waits for everything started so far: the app waits for it on close, tests before
 * they look at the mail. In-process: a crash loses what was queued (a user can ask again); pg-boss takes this over
 * when durable jobs land.
 */
export class Background {
  private readonly running = new Set<Promise<void>>();
  constructor(readonly log: TLog) {}

  run(name: string, fn: () => Promise<unknown>): void {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(fn)
      .then(
        () => undefined,
        (e: unknown) => this.log.error(e, `background task ${name} failed`),
      )
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
