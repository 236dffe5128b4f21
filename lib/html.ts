/** Text for HTML that is written as a string (feeds' and JSON-LD's HTML, a server-written page): & < > " ' escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
