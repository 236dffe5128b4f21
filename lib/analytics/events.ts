/** Scroll depth thresholds (spec 7): 25, 50, 75, 90 and 100 percent. */
export const SCROLL_DEPTHS = [25, 50, 75, 90, 100] as const;
/** time_on_page is sent only for visits over 5 seconds. */
export const TIME_ON_PAGE_MIN = 5000;

/** Thresholds reached at this scroll percentage that were not reported yet. */
export function newScrollDepths(percent: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_DEPTHS.filter((depth) => percent >= depth && !reported.has(depth));
}

export function scrollPercent(scrollY: number, viewport: number, documentHeight: number): number {
  const scrollable = documentHeight - viewport;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.round(((scrollY + 0) / scrollable) * 100));
}

/** phone_link_click / email_link_click for tel: and mailto: links, else null. */
export function linkEvent(href: string): { event: 'phone_link_click' | 'email_link_click'; params: Record<string, string> } | null {
  if (href.startsWith('tel:')) return { event: 'phone_link_click', params: { link_url: 'tel' } };
  if (href.startsWith('mailto:')) return { event: 'email_link_click', params: { link_url: 'mailto' } };
  return null;
}

/**
 * The call to action a click landed on, or null: an element marked `data-cta="<name>"`, or any link
 * drawn as a button (the `btn` class: Get Started, the heroes' and the closing blocks' actions),
 * named by its path.
 */
export function ctaOf(target: Element): { cta: string } | null {
  const element = target.closest<HTMLElement>('[data-cta], a.btn');
  if (!element) return null;
  const name = element.dataset.cta || element.getAttribute('href') || '';
  return { cta: name.replace(/^https?:\/\/[^/]+/, '') };
}
