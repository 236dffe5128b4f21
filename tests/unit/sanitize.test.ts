import { replyToHtml, sanitizeHtml } from '@/lib/sanitize';

// In the browser isomorphic-dompurify is DOMPurify over the page's window; Jest's jsdom is that
// window here (its Node build would start a second jsdom, which Jest cannot load).
jest.mock('isomorphic-dompurify', () => ({ __esModule: true, default: jest.requireActual('dompurify') }));

describe('the sanitiser', () => {
  it('removes scripts and everything outside the allow-list from a reply', () => {
    const dirty =
      '<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script></p><img src=x onerror=alert(1)><form><input name="a"><button>Go</button></form><object data="x"></object><embed src="x"><a href="javascript:alert(1)" data-track="1">bad</a><a href="/contact" target="_blank">ok</a><h2 data-x="1">Title</h2><ul><li><em>a</em> <u>b</u></li></ul>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/<script|alert\(1\)|onclick|onerror|<img|<form|<input|<button|<object|<embed|data-|javascript:/i);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).toContain('<a href="/contact" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<ul><li><em>a</em> <u>b</u></li></ul>');
  });

  it('keeps links to http(s) and mailto only, and no attribute but href, target and rel', () => {
    const clean = sanitizeHtml(
      '<p style="color:red" class="x" id="y" title="t">Text</p><a href="https://example.com/a">web</a><a href="mailto:ada@example.com">mail</a><a href="/about">page</a>' +
        '<a href="data:text/html,hi">data</a><a href="tel:+15550100">tel</a><a href="ftp://example.com/f">ftp</a><a href="vbscript:x">vb</a>',
    );
    expect(clean).toBe(
      '<p>Text</p><a href="https://example.com/a">web</a><a href="mailto:ada@example.com">mail</a><a href="/about">page</a><a>data</a><a>tel</a><a>ftp</a><a>vb</a>',
    );
  });

  it('turns a model reply into safe HTML, escaping any HTML in it', () => {
    const html = replyToHtml('**Orion-9** has 256 qubits.<script>alert(1)</script>\n\n- one\n- [two](/products/quantum)\n\n[x](javascript:alert(1))');
    expect(html).toContain('<p><strong>Orion-9</strong> has 256 qubits.&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('<ul><li>one</li><li><a href="/products/quantum">two</a></li></ul>');
    expect(html).not.toMatch(/<script|href="javascript/i);
    // The whole link goes, brackets and all: no stray ")" after it.
    expect(html).toMatch(/<p><a>x<\/a><\/p>$/);
  });

  it('keeps a link to another host only when it names the host: "//host" stays text', () => {
    expect(replyToHtml('[b](//evil.example) and [c](https://example.com/a)')).toBe('<p>b and <a href="https://example.com/a">c</a></p>');
  });
});
