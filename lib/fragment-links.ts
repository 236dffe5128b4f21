/**
 * Whether a link found for the reader (a search result, an assistant's source) should load its page
 * as a document: one to a place inside a page, such as a role on /careers. The browser's own
 * fragment navigation opens the closed row (<details>) that the place is in; a client-side
 * navigation only scrolls to it, and a closed row hides it.
 */
export const loadsAsDocument = (href: string) => href.includes('#');
