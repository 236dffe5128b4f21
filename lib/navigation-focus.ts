/**
 * Where keyboard focus belongs after a client-side navigation. A full page load starts the next
 * Tab at the top of the new page; a client navigation leaves focus wherever it was: on the header
 * or footer link just used (so Tab walks on through the old page's chrome), or on nothing, when
 * the link was part of the content that was replaced. Either way the new content is where the
 * visitor wants to be, so focus moves to the main landmark (the "skip to content" target), unless
 * it already sits in the new content. The same holds without a link: back and forward, a search
 * sent from the search dialog (which hands focus back to its opener in the header), the floating
 * back button. (The language picker loads the new language's page in full.)
 *
 * @param origin the link whose activation started the navigation, if a link did
 */
export function shouldFocusMain(main: Element, active: Element | null, origin: Element | null): boolean {
  if (active && main.contains(active)) return false;
  // A link inside the content that stays on the page (a listing's filter or page number) keeps focus.
  return !(origin?.isConnected && main.contains(origin));
}
