import { internalHref, isActivePath } from '@/lib/links';

/**
 * The site's click handler (components/shell/link-behavior.tsx) turns every click on a link that
 * internalHref accepts into a client-side navigation (preventDefault, router.push): a file, a
 * download, an API address or another site taken by mistake would no longer open.
 */
// The page the links are on: jsdom resolves a link's href against the document's address.
window.history.replaceState(null, '', '/about?tab=1');
const here = window.location;

function link(href: string | null, attributes: Record<string, string> = {}, wrapper?: Record<string, string>): HTMLAnchorElement {
  const anchor = document.createElement('a');
  if (href !== null) anchor.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const parent = document.createElement('div');
  for (const [name, value] of Object.entries(wrapper ?? {})) parent.setAttribute(name, value);
  parent.append(anchor);
  document.body.replaceChildren(parent);
  return anchor;
}

describe('internalHref: which link clicks become client-side navigations', () => {
  it('takes a page of this site, with its query and fragment', () => {
    expect(internalHref(link('/blog'), here)).toBe('/blog');
    expect(internalHref(link('/blog?page=2#list'), here)).toBe('/blog?page=2#list');
    expect(internalHref(link('http://localhost/es/careers'), here)).toBe('/es/careers');
    expect(internalHref(link('/contact', { target: '_self' }), here)).toBe('/contact');
    // The current page itself, with another query, or another page's fragment, is a navigation too.
    expect(internalHref(link('/about?tab=1'), here)).toBe('/about?tab=1');
    expect(internalHref(link('/about?tab=2'), here)).toBe('/about?tab=2');
    expect(internalHref(link('/blog#top'), here)).toBe('/blog#top');
  });

  it('leaves to the browser another site, another scheme and a link without an address', () => {
    expect(internalHref(link('https://example.com/blog'), here)).toBeNull();
    expect(internalHref(link('http://localhost:4000/blog'), here)).toBeNull();
    expect(internalHref(link('mailto:press@example.com'), here)).toBeNull();
    expect(internalHref(link(null), here)).toBeNull();
  });

  it('leaves a new tab, a download and a marked link to the browser', () => {
    expect(internalHref(link('/blog', { target: '_blank' }), here)).toBeNull();
    expect(internalHref(link('/media-kit/logo.zip', { download: '' }), here)).toBeNull();
    expect(internalHref(link('/blog', { download: 'blog.html' }), here)).toBeNull();
    expect(internalHref(link('/blog', {}, { 'data-no-intercept': '' }), here)).toBeNull();
  });

  it('leaves files, API addresses and an anchor on the same page to the browser', () => {
    expect(internalHref(link('/feeds/blog.xml'), here)).toBeNull();
    expect(internalHref(link('/icons.svg'), here)).toBeNull();
    expect(internalHref(link('/api/booking/B-0000-0000/ics'), here)).toBeNull();
    expect(internalHref(link('/about?tab=1#team'), here)).toBeNull();
    expect(internalHref(link('#team'), here)).toBeNull();
  });
});

describe('isActivePath: the navigation link marked as the current page', () => {
  it('marks the page and its descendants, not a page whose name only starts the same', () => {
    expect(isActivePath('/blog', '/blog')).toBe(true);
    expect(isActivePath('/blog/not-plankton', '/blog')).toBe(true);
    expect(isActivePath('/blogroll', '/blog')).toBe(false);
    expect(isActivePath('/research', '/blog')).toBe(false);
  });

  it('marks Home on the home page only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
  });
});
