import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from './lib/storage-keys';
import { localeFromAcceptLanguage, matchLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { isKnownPath } from './lib/content/known-paths';
import { findRedirect, isGuardedPath, isRenderedPerRequest } from './lib/routes';
import { hasMalformedEscape, malformedPath } from './lib/http';
import { newNonce, noncePolicy } from './lib/security-headers';

const handleLocale = createMiddleware(routing);

/** Splits "/es/about" into ["es", "/about"]; unprefixed paths are English. */
function splitLocale(pathname: string): [string | null, string] {
  const [, first, ...rest] = pathname.split('/');
  if (hasLocale(routing.locales, first) && first !== routing.defaultLocale) return [first, `/${rest.join('/')}`];
  return [null, pathname];
}

/** What the proxy does not localize: API routes, Next's and Vercel's internals, files. */
const NOT_A_PAGE = /^\/(?:api|_next|_vercel|.*\.)/;

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (NOT_A_PAGE.test(pathname)) return notAPage(request);
  const [prefix, path] = splitLocale(pathname);

  const target = findRedirect(path);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = prefix ? `/${prefix}${target === '/' ? '' : target}` : target;
    return NextResponse.redirect(url, 308);
  }

  // Administrator paths: the role is checked on the server before anything is served. The guard's
  // code (and Supabase's) is loaded only here, so other paths keep a light proxy.
  if (isGuardedPath(path)) {
    const { guardAdmin } = await import('./lib/supabase/proxy');
    return withScriptNonce(request, (await guardAdmin(request, prefix ?? '', () => localized(request, path, prefix))).response);
  }
  const response = localized(request, path, prefix);
  return isRenderedPerRequest(path) ? withScriptNonce(request, response) : response;
}

/**
 * Besides pages, the matcher sends here the paths with a suspect escape (lib/proxy-matcher.ts): one
 * Next would fail to decode is answered 400 (Next's own answer is a 500), the rest pass on.
 *
 * Not handled here: `next start` serves the files of route handlers pre-rendered per parameter
 * (/art/…, /feeds/…, /og/…, /offline/…) to a POST as to a GET. Answering 405 would need the proxy
 * on every request for those files, the hero art included; a POST there changes nothing.
 */
function notAPage(request: NextRequest) {
  const { pathname } = request.nextUrl;
  return hasMalformedEscape(pathname) ? malformedPath(pathname) : NextResponse.next();
}

/**
 * A fresh nonce in the response's script policy and in the request's `Content-Security-Policy`
 * header, where Next.js reads it to put on every script it renders (see lib/security-headers.ts).
 */
async function withScriptNonce(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (response.status >= 300 && response.status < 400) return response;
  const policy = await noncePolicy(newNonce());
  response.headers.set('Content-Security-Policy', policy);
  // Next's own request-override protocol (what NextResponse.next({ request: { headers } }) writes):
  // keep the headers already forwarded, or forward all of the request's, and add the policy.
  const forwarded = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
  if (forwarded.length === 0) {
    for (const [name, value] of request.headers) {
      response.headers.set(`x-middleware-request-${name}`, value);
      forwarded.push(name);
    }
  }
  response.headers.set('x-middleware-request-content-security-policy', policy);
  response.headers.set('x-middleware-override-headers', [...new Set([...forwarded, 'content-security-policy'])].join(','));
  return response;
}

function localized(request: NextRequest, path: string, prefix: string | null) {
  // A stored choice that is not a supported locale (or looks like an injection) is discarded.
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const invalidChoice = stored !== undefined && !matchLocale(stored);
  if (invalidChoice) request.cookies.delete(LOCALE_COOKIE);
  // The browser's languages are read by the site's own negotiation, tag by tag: a tag that looks like
  // an injection is discarded and the rest still count (spec 5). next-intl then sees only the winner.
  const acceptLanguage = request.headers.get('accept-language');
  if (acceptLanguage !== null) {
    const preferred = localeFromAcceptLanguage(acceptLanguage);
    if (preferred) request.headers.set('accept-language', preferred);
    else request.headers.delete('accept-language');
  }
  const localeResponse = handleLocale(request);
  // Language redirects go first: an unknown path then 404s in the visitor's language.
  const isRedirect = localeResponse.status >= 300 && localeResponse.status < 400;
  const response = isRedirect || isKnownPath(path) ? localeResponse : notFound(request, prefix ?? routing.defaultLocale);
  // No cookie on a plain visit: next-intl would store the locale of a prefixed URL the visitor merely
  // opened. The language picker stores a real choice in the browser (lib/i18n/choose-language.ts);
  // the proxy only reads it, or clears it when it is invalid.
  response.headers.delete('set-cookie');
  response.headers.delete('x-middleware-set-cookie');
  if (invalidChoice) response.cookies.set(LOCALE_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax' });
  return response;
}

/** The pre-rendered not-found page of the locale, with status 404 and the address unchanged. */
function notFound(request: NextRequest, locale: string) {
  return NextResponse.rewrite(new URL(`/${locale}/404`, request.url), { status: 404 });
}

// BEGIN proxy matcher, written by `npm run paths` from lib/proxy-matcher.ts (Next reads it statically)
export const config = {
  matcher: [
    { source: '/((?=[abcdefghim])(?!api|.*\\..*|(?:about|about-the-name|academic-partnerships|accessibility-statement|admin/search-qa|aetherion-core|ai-message|analytics|auth|authors|blog|blog/ai-safety-in-the-lab|blog/cryogenics-energy-budget|blog/decoders-in-a-microsecond|blog/gene-therapy-manufacturing-at-scale|blog/geothermal-data-hall-year-one|blog/logical-qubits-below-threshold|blog/lucy-ai-protein-design-lessons|blog/not-plankton|blog/open-science-fellowship-2026|blog/page/2|blog/post-quantum-migration-playbook|blog/pulsar-navigation-explained|blog/time-as-a-navigation-resource|booking|brand/aetherion-core|brand/genovax|brand/hera-os|brand/lucy-ai|careers|case-studies|category/ai-biology|category/company|category/energy|category/quantum|category/security|category/space|chron|chronon|company|consultation|contact|cookies|demo/ai-biotechnology|demo/green-technology|demo/quantum-computing|demo/secure-communications|demo/space-navigation|demos|demos/aetherion|demos/athena-clinical|demos/echonet|demos/genovax|demos/helios-autonomy|demos/heraos|demos/lucy|demos/orion-9-qpu|demos/phantom|demos/px-phantom|developers|divisions|docs|downloads|dpa|education|emmy-noether|enterprise|ethical-innovation|events|explore|facilities/boston-lab|facility-tour|faq|generate/header-image|generate/mars-hero|get-started|glossary|glossary-hub|glossary-index|help|how-it-works|hubs/ai|hubs/biotechnology|hubs/biotechnology/genovax|hubs/biotechnology/platform-access|hubs/biotechnology/regeneration|hubs/biotechnology/regulatory-support|hubs/biotechnology/therapeutic-pipeline|hubs/quantum|hubs/space|hubs/space/habitats|hubs/space/mission-operations|hubs/space/mission-readiness|hubs/space/partner-portal|hubs/space/px10k|hubs/sustainable|initiatives/climate-tech|innovation|innovation-feed|interactive-tools|investors|mara-okafor|media-kit)$).*)' },
    { source: '/((?=[npqrs])(?!api|.*\\..*|(?:neural-interface-handbook|newsroom|newsroom/echonet-fips-validation|newsroom/genovax-gx101-phase-2|newsroom/hera-os-lunar-mission|newsroom/orion-9-general-availability|newsroom/reykjavik-data-hall-opens|newsroom/series-d-funding-2025|newsroom/tessellon-institute-fellows-2026|newsroom/zurich-lab-expansion|partnerships|partnerships-page|partnerships/ares-mars-programme|partnerships/halden-university|patents/neural-interface-2024|patents/space-debris-cleanup|press-center|press/aetherion-core|press/hera-os|press/lucy-ai|pricing|privacy|privacy-portal|privacy-rights|products|products/ai-drug-discovery|products/biotech|products/compare|products/green-energy|products/military|products/quantum|products/quantum-chip-v3|products/robotics|products/space|projects|projects/cell-atlas-lucy|projects/debris-tracking-constellation|projects/geothermal-compute-pilot|projects/logical-qubit-roadmap|projects/mars-autonomous-navigation|projects/optical-clock-network|projects/post-quantum-grid|projects/retina-regeneration-gx101|publications|publications/ai-quantum-error-correction|publications/cellular-regeneration-2024|publications/mars-navigation-systems|publications/quantum-coherence-silicon-carbide|publications/sustainable-quantum-architectures|quantum-computing-guide|quantum-survey-2025|refund-policy|request-quote|research|research-areas|research/ai-disease-detection|research/biotechnology|research/crispr-technologies|research/dna-sequencing|research/fusion-energy|research/mars-exploration|research/quantum-coherence|research/quantum-error-correction|resources|services|services/consulting|services/custom|services/licensing|services/partnerships|services/support|services/training|settings|sitemap|sla|space-technology|support)$).*)' },
    { source: '/((?=[tvw])(?!api|.*\\..*|(?:tag/careers|tag/cryptography|tag/error-correction|tag/gene-therapy|tag/geothermal|tag/machine-learning|tag/manufacturing|tag/navigation|tag/open-science|tag/post-quantum|tag/protein-design|tag/pulsars|tag/safety|tag/superconducting-qubits|tag/sustainability|tag/timekeeping|team|team/aiko-tanaka|team/celine-moreau|team/jonas-weber|team/kwame-asante|team/leila-haddad|team/mara-okafor|team/priya-raman|team/rafael-medina|team/sofia-alvarez|team/tobias-lindqvist|technology|technology/ai-biotechnology|technology/green-technology|technology/quantum-computing|technology/secure-communications|technology/space-navigation|terms|tessellon-institute|testimonials|topics|topics/ai-biotechnology|topics/green-energy|topics/post-quantum-security|topics/quantum-computing|topics/research-culture|topics/space-navigation|version|videos|videos/founders-conversation-2025|videos/lucy-ai-explained|videos/orion-9-lab-tour|videos/post-quantum-in-practice|videos/pulsar-navigation-talk|videos/reykjavik-data-hall|vision-2050|whitepapers)$).*)' },
    { source: '/((?![abcdefghimnpqrstvw]|_next|_vercel|.*\\..*|$).*)' },
    { source: '/((?=.*%(?![0-7][0-9A-Fa-f])).*)' },
    { source: '/((?!api|_next|_vercel|.*\\..*).*)', has: [{ type: 'cookie', key: 'NEXT_LOCALE' }] },
    { source: '/((?!api|_next|_vercel|.*\\..*).*)', has: [{ type: 'header', key: 'accept-language', value: '(?!\\s*en(?:-[A-Za-z0-9]+)*\\s*(?:,.*)?$).*' }] },
  ],
};
// END proxy matcher
