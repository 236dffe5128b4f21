/**
 * Whether a key press belongs to an input method's composition (Japanese, Chinese, Korean…): its
 * Enter, Escape and arrows choose and confirm the characters, and must not also act on the page.
 * Safari sends the keydown that ends a composition after `compositionend`, with `isComposing`
 * false but `keyCode` 229, the code every browser gives a key the input method took.
 */
export function isComposingKey(event: { isComposing: boolean; keyCode: number }): boolean {
  return event.isComposing || event.keyCode === 229;
}
