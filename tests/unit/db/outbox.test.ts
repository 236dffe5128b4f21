/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '@/lib/db/connection';
import { submitForm } from '@/lib/db/forms';
import { deliverPending, OUTBOX, smtpFromEnv, type MailTransport } from '@/lib/forms/outbox';
import { freshDb } from './helpers';

jest.setTimeout(60_000);

describe('notifications outbox', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb('pglite');
    await submitForm(db, {
      formId: 'contact',
      data: { name: 'Ada', email: 'ada@example.com', subject: 'sales', message: 'Please call me back about EchoNet.', locale: 'en' },
      idempotencyKey: randomUUID(),
      clientHash: 'outbox',
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('retries with backoff after a failure, then delivers once through nodemailer', async () => {
    const failing: MailTransport = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    expect(await deliverPending(db, failing, { to: 'ops@tessellon.example', from: 'site@tessellon.example' })).toEqual({ sent: 0, failed: 1 });
    const afterFailure = await db.kysely.selectFrom('notifications_outbox').selectAll().executeTakeFirstOrThrow();
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connection refused' });
    expect(new Date(afterFailure.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing is sent.
    const sentMessages: unknown[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const recording: MailTransport = {
      sendMail: async (message) => {
        const info = await transport.sendMail(message);
        sentMessages.push(JSON.parse(String(info.message)));
        return info;
      },
    };
    expect(await deliverPending(db, recording, { to: 'ops@tessellon.example', from: 'site@tessellon.example' })).toEqual({ sent: 0, failed: 0 });

    await db.kysely.updateTable('notifications_outbox').set({ next_attempt_at: new Date(Date.now() - 1000) }).execute();
    expect(await deliverPending(db, recording, { to: 'ops@tessellon.example', from: 'site@tessellon.example' })).toEqual({ sent: 1, failed: 0 });
    expect(sentMessages).toHaveLength(1);
    expect(sentMessages[0]).toMatchObject({
      subject: expect.stringMatching(/^\[Tessellon\] Contact message C-/),
      text: expect.stringContaining('Please call me back about EchoNet.'),
      replyTo: [{ address: 'ada@example.com' }],
    });
    const row = await db.kysely.selectFrom('notifications_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    // Sent rows are never sent again.
    await db.kysely.updateTable('notifications_outbox').set({ next_attempt_at: new Date(Date.now() - 1000) }).execute();
    expect(await deliverPending(db, recording, { to: 'ops@tessellon.example', from: 'site@tessellon.example' })).toEqual({ sent: 0, failed: 0 });
  });

  it('backs off exponentially up to an hour, and reads SMTP settings from the environment', async () => {
    expect([1, 2, 3, 10].map(OUTBOX.backoffSeconds)).toEqual([30, 60, 120, 3600]);
    expect(await smtpFromEnv({})).toBeNull();
    const smtp = await smtpFromEnv({ SMTP_URL: 'smtp://user:pass@localhost:2525', FORMS_NOTIFY_TO: 'inbox@example.com' });
    expect(smtp?.to).toBe('inbox@example.com');
  });
});
