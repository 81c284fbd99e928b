/**
 * The exporting clients of bench/heavy.ts, in a child process of their own (so that their work does not slow the
 * login measurement's event loop): BENCH_EXPORTERS loops, each asking for BENCH_EXPORT_URL with BENCH_COOKIE again
 * as soon as an export is done, and after the Retry-After it was given when refused busy (429/503) — what the web
 * does with a `busy` answer. Sends `{ ok, busy, other }` to the parent and exits when told 'stop'.
 */
const url = process.env.BENCH_EXPORT_URL!;
const cookie = process.env.BENCH_COOKIE!;
const clients = Number(process.env.BENCH_EXPORTERS ?? 200);
const counts = { ok: 0, busy: 0, other: 0 };
let stopping = false;
let wake: (() => void)[] = [];

/** waits `ms`, or less when the run stops */
const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    wake.push(() => {
      clearTimeout(t);
      resolve();
    });
  });

async function client(): Promise<void> {
  while (!stopping) {
    try {
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status === 200) counts.ok++;
      else if (res.status === 429 || res.status === 503) {
        counts.busy++;
        await pause(Number(res.headers.get('retry-after') ?? 1) * 1000);
      } else counts.other++;
    } catch {
      if (!stopping) counts.other++;
    }
  }
}

const running = Promise.all(Array.from({ length: clients }, client));
process.send!({ started: true });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  stopping = true;
  for (const w of wake) w();
  wake = [];
  await running;
  process.send!(counts, () => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
