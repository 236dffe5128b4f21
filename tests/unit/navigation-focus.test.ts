import { shouldFocusMain } from '@/lib/navigation-focus';

function page() {
  document.body.innerHTML = `
    <header><a id="nav" href="/research">Research</a><button id="picker">Language</button></header>
    <main id="main" tabindex="-1"><a id="filter" href="/blog?page=2">2</a><input id="field"></main>
    <footer><a id="footer-link" href="/privacy">Privacy</a></footer>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { main: byId('main'), byId };
}

describe('focus after a client-side navigation', () => {
  it('moves to the content after a header or footer link, where focus would stay in the chrome', () => {
    const { main, byId } = page();
    expect(shouldFocusMain(main, byId('nav'), byId('nav'))).toBe(true);
    expect(shouldFocusMain(main, byId('footer-link'), byId('footer-link'))).toBe(true);
  });

  it('moves to the content when the link was replaced with the old content and focus fell to the body', () => {
    const { main } = page();
    const gone = document.createElement('a');
    expect(shouldFocusMain(main, document.body, gone)).toBe(true);
    expect(shouldFocusMain(main, null, gone)).toBe(true);
  });

  it('moves to the content after a link in a menu that closed and gave focus back to its button', () => {
    const { main, byId } = page();
    const menuLink = document.createElement('a');
    expect(shouldFocusMain(main, byId('picker'), menuLink)).toBe(true);
  });

  it('stays when focus is already in the new content or on a link of the content that is still there', () => {
    const { main, byId } = page();
    expect(shouldFocusMain(main, byId('field'), byId('nav'))).toBe(false);
    expect(shouldFocusMain(main, byId('filter'), byId('filter'))).toBe(false);
    expect(shouldFocusMain(main, document.body, byId('filter'))).toBe(false);
  });

  it('moves to the content without a link too: back, forward, a search sent from the dialog', () => {
    const { main, byId } = page();
    expect(shouldFocusMain(main, document.body, null)).toBe(true);
    // The search dialog gave focus back to its opener in the header before the search page came.
    expect(shouldFocusMain(main, byId('nav'), null)).toBe(true);
    expect(shouldFocusMain(main, byId('field'), null)).toBe(false);
  });
});
