/** @jest-environment node */
import { createHash } from 'node:crypto';
import { consentBootstrapScript } from '@/lib/consent/consent-mode';
import { motionBootstrapScript } from '@/lib/motion';
import { newNonce, noncePolicy, sharedInlineScripts } from '@/lib/security-headers';
import { themeBootstrapScript } from '@/lib/theme';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the script policy of pages rendered per request', () => {
  it('allows the nonce and the layout bootstraps by hash, and nothing inline besides', async () => {
    const policy = await noncePolicy('abc123');
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain("'nonce-abc123'");
    for (const script of [consentBootstrapScript(), motionBootstrapScript, themeBootstrapScript]) expect(scriptSrc).toContain(sha256(script));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('allows the GA initialiser only when a measurement id is configured', () => {
    const saved = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
    delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
    expect(sharedInlineScripts()).toHaveLength(3);
    process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-TEST';
    expect(sharedInlineScripts().at(-1)).toContain("gtag('config', 'G-TEST' );");
    if (saved === undefined) delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
    else process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = saved;
  });

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
