/**
 * The spec's allow-list for rich text (section 5): paragraphs, line breaks, strong, em,
 * underline, links (href, target, rel), lists and headings h1 to h6. Scripts, objects, embeds,
 * forms, inputs and buttons are forbidden, as are data attributes.
 */
import DOMPurify from 'isomorphic-dompurify';
import { escapeHtml } from './html';

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
export const ALLOWED_ATTR = ['href', 'target', 'rel'];
const FORBID_TAGS = ['script', 'object', 'embed', 'form', 'input', 'button', 'style', 'iframe'];

let hooked = false;

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // Links that open a new tab cannot reach back to this page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    FORBID_TAGS,
    ALLOW_DATA_ATTR: false,
    // DOMPurify's default minus every scheme but http(s) and mailto (it also checks target and rel).
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/**
 * A reply's text (plain, with **bold**, *italics*, [links](/path) and "- " lists, as models
 * write) to HTML, then through the allow-list. Any HTML in the text is escaped first.
 */
export function replyToHtml(text: string): string {
  const inline = (line: string) =>
    escapeHtml(line)
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
      // A URL may hold one pair of brackets ("…(1)"); one that starts "//" leaves the site for a
      // host it does not name, so it stays text, as the reply's source links do.
      .replace(/\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, (_, label: string, href: string) => (href.startsWith('//') ? label : `<a href="${href}">${label}</a>`));
  const blocks = text.trim().split(/\n{2,}/);
  const html = blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => /^\s*[-*] /.test(line))) return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*] /, ''))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('');
  return sanitizeHtml(html);
}
