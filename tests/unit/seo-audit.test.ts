import { auditPages, issueCounts, readHead } from '@/lib/seo/audit';

const page = (title: string, description: string, extra = '') => `<!DOCTYPE html><html><head><title>${title}</title>
<meta name="description" content="${description}"/><link rel="canonical" href="https://x.test/a"/>
<link rel="alternate" hreflang="en" href="https://x.test/a"/><link rel="alternate" hreflang="x-default" href="https://x.test/a"/>
<meta property="og:image" content="https://x.test/og/company.png"/>${extra}</head><body>
<script type="application/ld+json">[{"@context":"https://schema.org","@type":"WebPage"},{"@type":"BreadcrumbList"}]</script></body></html>`;

const GOOD_DESCRIPTION = 'A description that is long enough to be useful in a search result, and not too long.';

describe('SEO audit', () => {
  it('reads the head of a built page', () => {
    const head = readHead('/a', page('About Tessellon &amp; friends', GOOD_DESCRIPTION, '<meta name="robots" content="noindex, follow"/>'));
    expect(head).toEqual({
      path: '/a',
      status: 200,
      title: 'About Tessellon & friends',
      description: GOOD_DESCRIPTION,
      canonical: 'https://x.test/a',
      ogImage: 'https://x.test/og/company.png',
      ogTitle: null,
      ogDescription: null,
      twitterCard: null,
      hreflang: ['en', 'x-default'],
      noindex: true,
      jsonLdTypes: ['BreadcrumbList', 'WebPage'],
    });
  });

  it('flags lengths, duplicates, missing Open Graph image, canonical, hreflang and JSON-LD', () => {
    const rows = auditPages(
      [
        readHead('/a', page('A good page title here', GOOD_DESCRIPTION)),
        readHead('/b', page('A good page title here', 'Short.')),
        readHead('/c', '<html><head><title>x</title></head><body></body></html>'),
      ],
      2,
    );
    expect(rows[0]?.issues).toEqual(['duplicateTitle']);
    expect(rows[1]?.issues).toEqual(['descriptionShort', 'duplicateTitle']);
    expect(rows[2]?.issues).toEqual(['titleShort', 'descriptionMissing', 'ogImageMissing', 'canonicalMissing', 'hreflangIncomplete', 'jsonLdMissing']);
    expect(issueCounts(rows).duplicateTitle).toBe(2);
  });

  it('flags long titles and descriptions, and noindex pages', () => {
    const [row] = auditPages([readHead('/n', page('T'.repeat(61), 'D'.repeat(161), '<meta name="robots" content="noindex"/>'))], 2);
    expect(row?.issues).toEqual(['titleLong', 'descriptionLong', 'noindex']);
  });
});
