import { HAPTIC_PATTERNS, hapticPattern } from '@/lib/haptics';
import { CACHE_MIGRATION_MIN_AGE } from '@/lib/constants';
import { parseMarker, shouldMigrate } from '@/lib/updates/cache-migration';
import { createVersionCheck, isNewBuild } from '@/lib/updates/version-check';
import { newScrollDepths, scrollPercent, linkEvent } from '@/lib/analytics/events';
import { analyticsConfigured, isPreview } from '@/lib/analytics/config';
import { serviceWorkerSource } from '@/lib/sw/worker-source';

describe('haptics', () => {
  it('plays the intensity pattern only where supported and never under reduced motion', () => {
    expect(hapticPattern('medium', { supported: true, reducedMotion: false })).toBe(HAPTIC_PATTERNS.medium);
    expect(hapticPattern('success', { supported: true, reducedMotion: false })).toEqual([15, 40, 15]);
    expect(hapticPattern('heavy', { supported: false, reducedMotion: false })).toBeNull();
    expect(hapticPattern('heavy', { supported: true, reducedMotion: true })).toBeNull();
  });
});

describe('version check', () => {
  const response = (value: string | null) => ({ headers: { get: (name: string) => (name === 'x-build-timestamp' ? value : null) } });

  it('compares x-build-timestamp with the build-id meta', () => {
    expect(isNewBuild('100', '200')).toBe(true);
    expect(isNewBuild('100', '100')).toBe(false);
    expect(isNewBuild(null, '100')).toBe(false);
    expect(isNewBuild('100', null)).toBe(false);
  });

  it('sends HEAD / with no-store, at most every 5 minutes', async () => {
    let time = 0;
    const fetch = jest.fn().mockResolvedValue(response('200'));
    const check = createVersionCheck({ pageBuildId: '100', fetch, now: () => time });
    await expect(check()).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
    time = 4 * 60_000;
    await expect(check()).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    time = 5 * 60_000;
    await check();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats a failed request as no update', async () => {
    const check = createVersionCheck({ pageBuildId: '100', fetch: jest.fn().mockRejectedValue(new Error('offline')) });
    await expect(check()).resolves.toBe(false);
  });
});

describe('cache migration', () => {
  it('runs only when the marker differs and more than 30 days have passed', () => {
    const ranAt = 1_000;
    expect(CACHE_MIGRATION_MIN_AGE).toBe(30 * 24 * 60 * 60 * 1000);
    expect(shouldMigrate(null, 'b2', ranAt)).toBe(false);
    expect(shouldMigrate({ marker: 'b1', ranAt }, 'b2', ranAt + CACHE_MIGRATION_MIN_AGE)).toBe(false);
    expect(shouldMigrate({ marker: 'b1', ranAt }, 'b2', ranAt + CACHE_MIGRATION_MIN_AGE + 1)).toBe(true);
    expect(shouldMigrate({ marker: 'b2', ranAt }, 'b2', ranAt + CACHE_MIGRATION_MIN_AGE * 2)).toBe(false);
    expect(parseMarker('{"marker":"b1","ranAt":5}')).toEqual({ marker: 'b1', ranAt: 5 });
    expect(parseMarker('nope')).toBeNull();
  });
});

describe('analytics events and config', () => {
  it('reports each scroll depth once', () => {
    expect(newScrollDepths(60, new Set())).toEqual([25, 50]);
    expect(newScrollDepths(100, new Set([25, 50]))).toEqual([75, 90, 100]);
    expect(scrollPercent(500, 500, 1000)).toBe(100);
    expect(scrollPercent(250, 500, 1000)).toBe(50);
    expect(scrollPercent(0, 800, 600)).toBe(100);
    // Scrolled past the end (a phone's overscroll): still 100.
    expect(scrollPercent(700, 500, 1000)).toBe(100);
  });

  it('names phone and email link clicks', () => {
    // The scheme only: never the number or the address itself.
    expect(linkEvent('tel:+15550100')).toEqual({ event: 'phone_link_click', params: { link_url: 'tel' } });
    expect(linkEvent('mailto:a@b.c')).toEqual({ event: 'email_link_click', params: { link_url: 'mailto' } });
    expect(linkEvent('/about')).toBeNull();
  });

  it('loads nothing without a measurement id off Vercel, and nothing on previews', () => {
    expect(analyticsConfigured('', '')).toBe(false);
    expect(analyticsConfigured('G-TEST', '')).toBe(true);
    expect(analyticsConfigured('G-TEST', 'preview')).toBe(false);
    expect(analyticsConfigured('', 'production')).toBe(true);
    expect(isPreview('')).toBe(false);
    expect(isPreview('development')).toBe(true);
  });
});

describe('service worker source', () => {
  it('embeds the build id and the offline page of each locale', () => {
    const source = serviceWorkerSource('123', ['en', 'de']);
    expect(source).toContain('"build":"123"');
    expect(source).toContain("'/offline/' + locale + '.html'");
    expect(() => new Function(source.replace(/self\./g, 'globalThis.__sw.'))).not.toThrow();
  });
});
