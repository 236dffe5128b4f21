/** @jest-environment node */
import { GET, generateStaticParams } from '@/app/feeds/[file]/route';
import { feedDocument } from '@/lib/feeds/entries';

describe('the feeds route', () => {
  it('are served as Atom at their own addresses, and any other name is a 404', async () => {
    expect(generateStaticParams()).toEqual([{ file: 'blog.xml' }, { file: 'news.xml' }]);
    const response = await GET(new Request('http://localhost/feeds/news.xml'), { params: Promise.resolve({ file: 'news.xml' }) });
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(await response.text()).toBe(feedDocument('news'));
    const missing = await GET(new Request('http://localhost/feeds/x.xml'), { params: Promise.resolve({ file: 'x.xml' }) });
    expect(missing.status).toBe(404);
  });
});
