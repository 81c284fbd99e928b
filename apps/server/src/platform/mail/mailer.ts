import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';

/**
 * A file from the file store, attached when the mail is sent (the queue keeps the key, not the bytes); with `cid`,
 * an image the HTML shows inline (`<img src="cid:…">`).
 */
/** A file of the store to attach; `temporary`: made for this mail only, removed from the store once it is sent. */
export type TMailAttachment = { key: string; name: string; type: string; cid?: string; temporary?: boolean };
export type TMail = { to: string; subject: string; text: string; html: string; attachments?: TMailAttachment[] };
/** An attachment read and ready to send. */
export type TMailFile = { filename: string; content: Buffer; contentType: string; cid?: string };
type TLog = { info(msg: string): void; warn(msg: string): void };

/** How long a transport check is trusted: one SMTP handshake per window at most, however many resets are asked. */
const HEALTH_OK_MS = 60_000;
const HEALTH_FAILED_MS = 5_000;

/**
 * Outgoing mail through nodemailer. With `SMTP_URL` it sends through that server; without, every message is
 * written as an `.eml` file under `DATA_DIR/mail` and one line is logged (open the file to follow a link in
 * development). Log lines name recipient and subject only: bodies carry single-use links.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly kind: 'smtp' | 'file';
  private health: { ok: boolean; until: number } | undefined;

  constructor(private readonly opts: { smtpUrl?: string; from: string; dataDir: string; log: TLog }) {
    if (opts.smtpUrl) {
      this.kind = 'smtp';
      // bounded waits: a dead server fails a send in seconds, not minutes
      this.transport = nodemailer.createTransport(
        new SMTPTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
        { from: opts.from },
      );
    } else {
      this.kind = 'file';
      const stream: StreamTransport.Options = { streamTransport: true, buffer: true, newline: 'unix' };
      this.transport = nodemailer.createTransport(stream, { from: opts.from });
    }
  }

  get mailDir(): string {
    return path.join(this.opts.dataDir, 'mail');
  }

  /** Sends one message with the files given for its attachments; rejects when the transport fails. */
  async send(mail: TMail, files: TMailFile[] = []): Promise<void> {
    const info = await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(files.length ? { attachments: files } : {}),
    });
    if (this.kind === 'file') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(this.mailDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.mkdir(this.mailDir, { recursive: true, mode: 0o700 });
      await fs.writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
      this.opts.log.info(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
    } else {
      this.opts.log.info(`mail to ${mail.to} "${mail.subject}" sent`);
    }
  }

  /**
   * Whether the transport can take mail now: the SMTP server answers (a handshake, cached for a minute), or the
   * mail folder is writable. Checked the same way for every caller, whoever the mail is for.
   */
  async healthy(): Promise<boolean> {
    const now = Date.now();
    if (this.health && this.health.until > now) return this.health.ok;
    let ok: boolean;
    try {
      if (this.kind === 'smtp') {
        await this.transport.verify();
      } else {
        await fs.mkdir(this.mailDir, { recursive: true, mode: 0o700 });
        await fs.access(this.mailDir, fs.constants.W_OK);
      }
      ok = true;
    } catch (e) {
      this.opts.log.warn(`mail transport unavailable: ${(e as Error).message}`);
      ok = false;
    }
    this.health = { ok, until: now + (ok ? HEALTH_OK_MS : HEALTH_FAILED_MS) };
    return ok;
  }

  close(): void {
    this.transport.close();
  }
}
