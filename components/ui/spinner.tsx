/** Its two sizes as whole class names: `cn` does not merge classes, so a size-6 passed after size-5 would win or not by the stylesheet's order. */
const SIZES = { sm: 'size-5', md: 'size-6' } as const;

/** A turning ring for a part that is on its way; still under reduced motion. Decorative: the busy container names the wait. */
export function Spinner({ size = 'sm' }: { size?: keyof typeof SIZES }) {
  return <span aria-hidden="true" className={`${SIZES[size]} animate-spin rounded-full border-2 border-line-strong border-t-signal motion-reduce:animate-none`} />;
}
