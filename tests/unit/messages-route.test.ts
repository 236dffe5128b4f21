/** @jest-environment node */
import { GET, generateStaticParams } from '@/app/api/messages/[locale]/route';
import { locales } from '@/lib/i18n/locales';
import { CLIENT_NAMESPACES, ON_DEMAND_NAMESPACES } from '@/lib/i18n/messages';
import de from '@/messages/de.json';

const get = (locale: string) => GET(new Request(`http://localhost/api/messages/${locale}`), { params: Promise.resolve({ locale }) });

describe('the on-demand texts route', () => {
  it('is written at build for every language', () => {
    expect(generateStaticParams()).toEqual(locales.map((locale) => ({ locale })));
  });

  it("serves a language's texts of the parts that load on use, with the first load's they share, and nothing only the server reads", async () => {
    const response = await get('de');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual([...CLIENT_NAMESPACES, 'Common', ...ON_DEMAND_NAMESPACES].sort());
    expect(body.Common.close).toBe(de.Common.close);
    expect(body.Cookie.acceptAll).toBe(de.Cookie.acceptAll);
    expect(body.Assistant.title).toBe(de.Assistant.title);
    expect(body.Search.label).toBe(de.Search.label);
    expect(body.Search).not.toHaveProperty('qa');
    expect(JSON.stringify(body)).not.toContain(de.Footer.about);
  });

  it('answers 404 for a language the site does not have', async () => {
    expect((await get('xx')).status).toBe(404);
  });
});
