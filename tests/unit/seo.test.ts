import { pageMetadata, languageAlternates, TITLE_SUFFIX } from '@/lib/seo/metadata';
import { pageIssues, readHead } from '@/lib/seo/audit';
import { contentSecurityPolicy, framingPolicy, pagePolicy, RESOURCE_PATHS, resourcePolicy, securityHeaders } from '@/lib/security-headers';
import { localizedPath } from '@/lib/i18n/paths';

describe('localizedPath', () => {
  it('keeps English unprefixed and prefixes the rest', () => {
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('es', '/about')).toBe('/es/about');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('zh-TW', '/blog/not-plankton')).toBe('/zh-TW/blog/not-plankton');
  });
});

describe('pageMetadata', () => {
  it('lists 14 hreflang alternates plus x-default', () => {
    const alternates = languageAlternates('/about');
    expect(Object.keys(alternates)).toHaveLength(15);
    expect(alternates['x-default']).toBe('http://localhost:3000/about');
    expect(alternates.es).toBe('http://localhost:3000/es/about');
  });

  it('points English-only content to the English original as canonical', () => {
    const spanish = pageMetadata({ locale: 'es', path: '/about', title: 'About', description: 'd' });
    expect(spanish.alternates?.canonical).toBe('http://localhost:3000/about');
    expect(spanish.openGraph?.url).toBe(spanish.alternates?.canonical);
    const translated = pageMetadata({ locale: 'es', path: '/', title: 'Home', description: 'd', translated: true });
    expect(translated.alternates?.canonical).toBe('http://localhost:3000/es');
    expect(translated.openGraph?.url).toBe('http://localhost:3000/es');
  });

  it("names the shared page's language as Open Graph does (language_TERRITORY), and describes the card it shows", () => {
    const og = (seo: Parameters<typeof pageMetadata>[0]) => pageMetadata(seo).openGraph as { locale?: string; images?: { alt?: string }[] };
    // /es/about shares the English original: its card is English.
    expect(og({ locale: 'es', path: '/about', title: 'About', description: 'd' }).locale).toBe('en_US');
    expect(og({ locale: 'zh-TW', path: '/', title: 'Home', description: 'd', translated: true }).locale).toBe('zh_TW');
    expect(og({ locale: 'en', path: '/products/quantum', title: 'Quantum products', description: 'd', ogSection: 'quantum' }).images?.[0]?.alt).toBe('Tessellon Research: Quantum computing. Research that compounds.');
    expect(og({ locale: 'en', path: '/about', title: 'About', description: 'd' }).images?.[0]?.alt).toBe('Tessellon Research: Research that compounds.');
  });

  it('keeps utility and guarded pages out of the index', () => {
    expect(pageMetadata({ locale: 'en', path: '/auth', title: 'a', description: 'd' }).robots).toEqual({ index: false, follow: true });
    expect(pageMetadata({ locale: 'en', path: '/admin/search-qa', title: 'a', description: 'd' }).robots).toEqual({ index: false, follow: true });
    // The guarded pages are noindex as guarded pages: none of them is in the list of utility pages.
    for (const path of ['/cache-diagnostic', '/icon-generator', '/seo-dashboard', '/seo-tools', '/admin', '/admin/inbox']) {
      expect({ path, robots: pageMetadata({ locale: 'en', path, title: 'a', description: 'd' }).robots }).toEqual({ path, robots: { index: false, follow: true } });
    }
    expect(pageMetadata({ locale: 'en', path: '/about', title: 'a', description: 'd' }).robots).toEqual({ index: true, follow: true });
  });

  it('adds the brand after a title only where both fit in 60 characters, so a search result never cuts the title', () => {
    const titleOf = (title: string) => pageMetadata({ locale: 'en', path: '/about', title, description: 'd' }).title;
    expect(TITLE_SUFFIX).toBe(' | Tessellon');
    const fits = 'x'.repeat(60 - TITLE_SUFFIX.length);
    expect(titleOf(fits)).toBe(fits);
    expect(titleOf(`${fits}y`)).toEqual({ absolute: `${fits}y` });
    const settings = 'Site preferences: language, theme, motion, cookies';
    expect(titleOf(settings)).toEqual({ absolute: settings });
    // Written out as Next writes it (the layout's template on a plain title), the admin audit finds nothing too long.
    for (const own of [fits, `${fits}y`, settings, 'x'.repeat(60)]) {
      const metadata = titleOf(own)!;
      const written = typeof metadata === 'string' ? `${metadata}${TITLE_SUFFIX}` : (metadata as { absolute: string }).absolute;
      const head = readHead('/p', `<html><head><title>${written}</title></head></html>`);
      expect({ own, issues: pageIssues(head, 0).filter((issue) => issue.startsWith('title')) }).toEqual({ own, issues: [] });
    }
  });
});

describe('security headers', () => {
  it('never allow eval in production scripts', () => {
    const csp = contentSecurityPolicy(false);
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('allow inline scripts on a pre-rendered page only by the hashes its build listed', () => {
    const policy = pagePolicy({ scriptHashes: ['sha256-abc='] });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  it('allow every other kind of resource from this origin only (no wildcard source), Supabase when sign-in is configured', () => {
    const saved = { ...process.env };
    for (const name of ['NEXT_PUBLIC_GA_MEASUREMENT_ID', 'NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SITE_URL', 'VERCEL']) delete process.env[name];
    try {
      expect(pagePolicy({ scriptHashes: ['sha256-abc='] }).split('; ')).toEqual([
        "default-src 'self'",
        "script-src 'self' 'sha256-abc='",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ]);
      // Without hashes or a nonce (the lax policy of development and per-request fallbacks), inline scripts run.
      expect(contentSecurityPolicy(false)).toContain("script-src 'self' 'unsafe-inline';");
      process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://abcd.supabase.co';
      expect(pagePolicy({ scriptHashes: [] })).toContain("connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co;");
    } finally {
      process.env = saved;
    }
  });

  it('allow third parties only where their feature is on, and upgrade requests only over HTTPS', () => {
    const saved = { ...process.env };
    process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-TEST';
    process.env.VERCEL = '1';
    const policy = pagePolicy({ scriptHashes: [] });
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com https://va.vercel-scripts.com;");
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).toContain('upgrade-insecure-requests');
    expect(framingPolicy()).toContain('upgrade-insecure-requests');
    process.env = saved;
    expect(pagePolicy({ scriptHashes: [] })).not.toMatch(/googletagmanager|vercel-scripts|upgrade-insecure-requests/);
  });

  it('send pre-rendered pages a header policy that leaves scripts to the page and forbids framing', () => {
    expect(framingPolicy()).toBe("object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    expect(securityHeaders(false).find((header) => header.key === 'Content-Security-Policy')?.value).toBe(framingPolicy());
  });

  it('let nothing that is not a page run a script: API answers, the offline and unsubscribe pages, Next\'s own files', () => {
    expect(resourcePolicy()).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    expect(RESOURCE_PATHS).toEqual(['/api/:path*', '/offline/:path*', '/_next/:path*', '/_vercel/:path*']);
  });

  it('set HSTS, nosniff, referrer and permissions policies', () => {
    const names = securityHeaders(false).map((header) => header.key);
    expect(names).toEqual(expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Content-Security-Policy']));
    // Their values, not only their names: a header sent with a lax value passes a presence check.
    const values = Object.fromEntries(securityHeaders(false).map((header) => [header.key, header.value]));
    expect(values).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    // Every powerful feature is switched off (an empty allow-list), none allowed to anyone.
    const permissions = values['Permissions-Policy']!.split(', ');
    expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'browsing-topics=()']));
    expect(permissions.filter((entry) => !/^[a-z-]+=\(\)$/.test(entry))).toEqual([]);
  });
});
