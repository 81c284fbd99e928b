import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TSink = {
  /** smtp://127.0.0.1:<port>, for the app's SMTP_URL */
  url: string;
  messages: ParsedMail[];
  /** the first message (already arrived or arriving within the timeout) to this address */
  waitFor(to: string, match?: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** messages to this address so far */
  to(address: string): ParsedMail[];
  clear(): void;
  close(): Promise<void>;
};

const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

/** A real SMTP server in the test process: the app sends to it over TCP, tests read what arrived. */
export async function startMailSink(): Promise<TSink> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => {
          messages.push(m);
          for (const w of waiters) w();
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const sink: TSink = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((m) => recipients(m).includes(address.toLowerCase())),
    waitFor(to, match = () => true, timeoutMs = 10_000) {
      const find = () => sink.to(to).find(match);
      const hit = find();
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = find();
          if (m) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(m);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no mail to ${to} within ${timeoutMs} ms (got ${messages.length}: ${messages.map((m) => `${recipients(m)} "${m.subject}"`).join(', ')})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
      });
    },
    clear: () => {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}

/** The first http(s) link in a mail's text whose path contains `part`. */
export function linkIn(m: ParsedMail, part: string): string {
  const links = (m.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const hit = links.find((l) => l.includes(part));
  if (!hit) throw new Error(`no ${part} link in mail "${m.subject}": ${m.text}`);
  return hit;
}

/** The token of a link: its `token` or `common` query parameter. */
export function tokenOf(link: string): string {
  const u = new URL(link);
  return u.searchParams.get('token') ?? u.searchParams.get('common') ?? '';
}
