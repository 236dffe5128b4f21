import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { axeViolations } from './axe';

/** Each test posts as its own client address, so the per-client rate limit never couples tests. */
function client(): string {
  return `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

async function submit(request: APIRequestContext, form: string, data: unknown, key = randomUUID(), ip = client()) {
  return request.post(`/api/forms/${form}`, { data, headers: { 'idempotency-key': key, 'x-forwarded-for': ip } });
}

test.describe('forms API on the embedded database', () => {
  test('reports that submissions are configured', async ({ request }) => {
    const response = await request.get('/api/forms/status');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ configured: true, driver: 'pglite' });
  });

  test('stores a contact message once and replays a retry', async ({ request }) => {
    const key = randomUUID();
    const ip = client();
    const data = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'general', message: 'End-to-end check of the contact form.', locale: 'en' };
    const first = await submit(request, 'contact', data, key, ip);
    expect(first.status()).toBe(201);
    const body = await first.json();
    expect(body).toEqual({ ok: true, reference: expect.stringMatching(/^C-[0-9A-Z]{4}-[0-9A-Z]{4}$/) });
    const again = await submit(request, 'contact', data, key, ip);
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(body);
    const invalid = await submit(request, 'contact', { ...data, email: 'nope' });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: 'invalid', fieldErrors: { email: ['email'] } });
    const wrongType = await request.post('/api/forms/contact', { data: 'name=Ada', headers: { 'content-type': 'text/plain', 'idempotency-key': randomUUID() } });
    expect(wrongType.status()).toBe(415);
  });

  test('books a free slot, removes it from the calendar, refuses it twice and serves the .ics', async ({ request }) => {
    const slotsResponse = await request.get('/api/booking/slots?days=14');
    expect(slotsResponse.headers()['cache-control']).toContain('no-store');
    const calendar = await slotsResponse.json();
    expect(calendar).toMatchObject({ timeZone: 'America/New_York', slotMinutes: 60 });
    const slot = calendar.slots[0];
    expect(slot).toBeTruthy();
    const data = { name: 'Ada', email: 'ada@example.com', topic: 'quantum-computing', slotStart: slot.start, timeZone: 'Europe/London', locale: 'en' };
    const booked = await submit(request, 'booking', data);
    expect(booked.status()).toBe(201);
    const { reference } = await booked.json();
    expect(reference).toMatch(/^B-/);

    const after = await (await request.get('/api/booking/slots?days=14')).json();
    expect(after.slots.map((s: { start: string }) => s.start)).not.toContain(slot.start);

    const second = await submit(request, 'booking', { ...data, name: 'Grace' });
    expect(second.status()).toBe(409);
    expect(await second.json()).toMatchObject({ ok: false, error: 'slot_taken' });

    const ics = await request.get(`/api/booking/${reference}/ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).toContain(`DTSTART:${slot.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect((await request.get('/api/booking/B-0000-0000/ics')).status()).toBe(404);
  });

  test('subscribes idempotently, gives the unsubscribe link only to whoever subscribed, and unsubscribes without JavaScript', async ({ browser, request }) => {
    const email = `e2e-${randomUUID()}@example.com`;
    const first = await (await submit(request, 'subscribe', { email, locale: 'en' })).json();
    const second = await submit(request, 'subscribe', { email: email.toUpperCase(), locale: 'en' });
    expect(second.status()).toBe(200);
    expect(await second.json()).toEqual({ ok: true, reference: first.reference, alreadySubscribed: true });
    expect(first.unsubscribeUrl).toMatch(/^\/api\/unsubscribe\?token=/);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The page names the site's icon: without it the browser asked for /favicon.ico, a 404 on the console.
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(first.unsubscribeUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icon.svg');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    await page.goto(first.unsubscribeUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    // The opt-out holds: whoever types the address again is told why, and nothing is stored.
    const again = await submit(request, 'subscribe', { email, locale: 'en' });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ ok: false, error: 'opted_out' });
    // The link's holder can undo it.
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed again');
    expect((await (await submit(request, 'subscribe', { email, locale: 'en' })).json()).alreadySubscribed).toBe(true);
    expect(missing).toEqual([]);
    await context.close();
  });

  test('answers a method a route does not implement 405 with Allow, and an undecodable address 400, not 500', async ({ request }) => {
    const allow = (response: APIResponse) => response.headersArray().filter((header) => header.name.toLowerCase() === 'allow').map((header) => header.value).join(', ');
    for (const [path, method, allowed] of [
      ['/api/forms/contact', 'PUT', 'OPTIONS, POST'],
      ['/api/forms/contact', 'GET', 'OPTIONS, POST'],
      ['/api/forms/status', 'POST', 'GET, HEAD, OPTIONS'],
      ['/api/admin/privacy', 'DELETE', 'OPTIONS, PATCH'],
    ] as const) {
      const response = await request.fetch(path, { method });
      expect({ path, method, status: response.status(), allow: allow(response) }).toEqual({ path, method, status: 405, allow: allowed });
      expect(await response.json()).toEqual({ ok: false, error: 'method_not_allowed' });
      const options = await request.fetch(path, { method: 'OPTIONS' });
      expect({ path, status: options.status(), allow: allow(options) }).toEqual({ path, status: 204, allow: allowed });
    }
    // Pre-rendered route handlers served as files: Next answers other methods itself.
    for (const path of ['/manifest.json', '/sw.js']) {
      const response = await request.post(path);
      expect({ path, status: response.status(), allow: allow(response) }).toEqual({ path, status: 405, allow: 'GET, HEAD' });
    }
    for (const path of ['/api/booking/%E0%A4%A/ics', '/api/forms/%ZZ']) {
      for (const method of ['GET', 'POST']) {
        const response = await request.fetch(path, { method });
        expect({ path, method, status: response.status() }).toEqual({ path, method, status: 400 });
        expect(await response.json()).toEqual({ ok: false, error: 'malformed_path' });
      }
    }
    expect((await request.get('/art/%ZZ.svg')).status()).toBe(400);
    expect((await request.get('/blog/%E0%A4%A')).status()).toBe(404);
  });

  test('the status page checks the database when requested', async ({ page }) => {
    await page.goto('/status');
    const check = page.locator('[data-check="database"]');
    await expect(check).toHaveAttribute('data-state', 'operational');
    // The newest file of the schema, whichever issue added it.
    const latest = readdirSync('supabase/migrations').filter((name) => name.endsWith('.sql')).sort().at(-1) ?? '';
    await expect(check).toContainText(new RegExp(`Embedded PGlite reachable; latest migration ${latest.replace('.', '\\.')} · round trip [\\d.]+ ms`));
    await expect(page.getByTestId('status-build')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the status and unsubscribe pages have no axe violations (${theme})`, async ({ browser, request }) => {
      const { unsubscribeUrl } = await (await submit(request, 'subscribe', { email: `axe-${randomUUID()}@example.com`, locale: 'en' })).json();
      const context = await browser.newContext({ colorScheme: theme });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of ['/status', unsubscribeUrl]) {
        await page.goto(path);
        // /status wears the site's theme class; the unsubscribe page is a plain page of its own that
        // follows the system setting in CSS alone: its canvas must be the theme's.
        if (path === '/status') await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        else expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(theme === 'dark' ? 'rgb(7, 11, 20)' : 'rgb(246, 245, 241)');
        for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
