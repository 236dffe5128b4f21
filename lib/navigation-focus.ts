/**
 * Where keyboard focus belongs after a client-side navigation. A full page load starts the next
 * Tab at the top of the new page; a client navigation leaves focus wherever it was: on the header
 * or footer link just used (so Tab walks on through the old page's chrome), or on nothing, when
 * the link was part of the content that was replaced. Either way the new content is where the
 * visitor wants to be, so focus moves to the main landmark (the "skip to content" target), unless
 * it already sits in the new content, or the visitor moved it on purpose (a picker they used).
 *
 * @param origin the link whose activation started the navigation, if a link did
 */
export function shouldFocusMain(main: Element, active: Element | null, origin: Element | null): boolean {
  if (active && main.contains(active)) return false;
  // A link inside the content that stays on the page (a listing's filter or page number) keeps focus.
  if (origin?.isConnected && main.contains(origin)) return false;
  // Without a link (back, forward, a form's redirect), a focus on a control outside the content is
  // deliberate and stays; a lost focus (on the body) is recovered.
  if (!origin) return !active || active === active.ownerDocument.body;
  return true;
}
