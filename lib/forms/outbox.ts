import 'server-only';
import { sql } from 'kysely';
import { siteConfig } from '../config';
import type { Db } from '../db/connection';
import { logger } from '../logger';

/** What the sender needs from a mail transport (nodemailer's Transporter satisfies it). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; replyTo?: string }): Promise<unknown>;
}

export const OUTBOX = {
  /** Rows claimed per run. */
  batch: 20,
  /** A claimed row is retried after this long if its sender died mid-way. */
  leaseSeconds: 300,
  /** Attempts before a row is marked failed (it stays in the table for the admin inbox). */
  maxAttempts: 8,
  /** Retry after 30 s, 1 min, 2 min … capped at 1 hour. */
  backoffSeconds: (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1)),
  intervalMs: 30_000,
} as const;

const FORM_TITLES: Record<string, string> = {
  quote: 'Quote request',
  booking: 'Consultation booking',
  contact: 'Contact message',
  subscribe: 'Newsletter subscription',
  privacy: 'Privacy request',
};

/** The submission behind an outbox row, as plain `label: value` lines. */
async function describe(db: Db, form: string, reference: string): Promise<{ lines: string[]; replyTo?: string }> {
  const k = db.kysely;
  const row =
    form === 'quote'
      ? await k.selectFrom('quote_requests').selectAll().where('reference', '=', reference).executeTakeFirst()
      : form === 'booking'
        ? await k.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst()
        : form === 'contact'
          ? await k.selectFrom('contact_messages').selectAll().where('reference', '=', reference).executeTakeFirst()
          : form === 'privacy'
            ? await k.selectFrom('privacy_requests').selectAll().where('reference', '=', reference).executeTakeFirst()
            : await k.selectFrom('subscribers').select(['reference', 'email', 'locale', 'status', 'created_at']).where('reference', '=', reference).executeTakeFirst();
  if (!row) return { lines: [`Reference: ${reference}`, '(The submission no longer exists.)'] };
  const lines: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id' || key === 'handled' || key === 'unsubscribe_token' || value === null || value === undefined) continue;
    lines.push(`${key.replace(/_/g, ' ')}: ${value instanceof Date ? value.toISOString() : String(value)}`);
  }
  const email = 'email' in row && typeof row.email === 'string' ? row.email : undefined;
  return { lines, replyTo: form === 'subscribe' ? undefined : email };
}

type Claimed = { id: string | number; form: string; reference: string; attempts: number };

/**
 * Delivers due notifications: claims a batch (a lease, so parallel senders on several instances
 * never send one row twice at once), sends each, and records success or schedules a retry with
 * exponential backoff. Returns how many were sent and failed in this run.
 */
export async function deliverPending(db: Db, transport: MailTransport, options: { to: string; from: string }): Promise<{ sent: number; failed: number }> {
  const claimed = await sql<Claimed>`
    update notifications_outbox
    set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${OUTBOX.leaseSeconds})
    where id in (
      select id from notifications_outbox
      where status = 'pending' and next_attempt_at <= now()
      order by id limit ${OUTBOX.batch}
      for update skip locked
    )
    returning id, form, reference, attempts`.execute(db.kysely);
  let sent = 0;
  let failed = 0;
  for (const row of claimed.rows) {
    const id = String(row.id);
    try {
      const { lines, replyTo } = await describe(db, row.form, row.reference);
      await transport.sendMail({
        from: options.from,
        to: options.to,
        replyTo,
        subject: `[${siteConfig.brand}] ${FORM_TITLES[row.form] ?? row.form} ${row.reference}`,
        text: `${FORM_TITLES[row.form] ?? row.form} received on ${siteConfig.url}\n\n${lines.join('\n')}\n`,
      });
      await db.kysely.updateTable('notifications_outbox').set({ status: 'sent', sent_at: new Date(), last_error: null }).where('id', '=', id).execute();
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      const giveUp = row.attempts >= OUTBOX.maxAttempts;
      await db.kysely
        .updateTable('notifications_outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          last_error: message,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${OUTBOX.backoffSeconds(row.attempts)})`,
        })
        .where('id', '=', id)
        .execute();
      logger.error(`outbox: delivery of ${row.reference} failed (attempt ${row.attempts})`, message);
    }
  }
  return { sent, failed };
}

/** The configured sender, from SMTP_URL (smtp://user:pass@host:587) and FORMS_NOTIFY_TO / FORMS_NOTIFY_FROM. */
export async function smtpFromEnv(env: Record<string, string | undefined> = process.env): Promise<{ transport: MailTransport; to: string; from: string } | null> {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const nodemailer = await import('nodemailer');
  return {
    transport: nodemailer.createTransport(url),
    to: env.FORMS_NOTIFY_TO?.trim() || siteConfig.contact.email,
    from: env.FORMS_NOTIFY_FROM?.trim() || `${siteConfig.name} website <no-reply@${new URL(siteConfig.url).hostname}>`,
  };
}

type OutboxGlobal = typeof globalThis & { __tessellonOutbox?: { timer: NodeJS.Timeout; running: boolean } };

/** Starts the periodic sender once per process when SMTP_URL is set (instrumentation.ts). */
export async function startOutboxSender(getDb: () => Promise<Db>): Promise<boolean> {
  const holder: OutboxGlobal = globalThis;
  if (holder.__tessellonOutbox) return true;
  const smtp = await smtpFromEnv();
  if (!smtp) return false;
  const state = { running: false, timer: setInterval(() => void tick(), OUTBOX.intervalMs) };
  state.timer.unref();
  holder.__tessellonOutbox = state;
  async function tick() {
    if (state.running || !smtp) return;
    state.running = true;
    try {
      await deliverPending(await getDb(), smtp.transport, smtp);
    } catch (error) {
      logger.error('outbox: run failed', error);
    } finally {
      state.running = false;
    }
  }
  void tick();
  return true;
}
