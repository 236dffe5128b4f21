'use client';

/**
 * Headline numbers for the product demos: like the kit's ResultStats, but the cells wrap and
 * grow to fill each row, so any number of figures leaves no empty cell at any width.
 */
export function StatGrid({ items }: { items: readonly { label: string; value: string; testId?: string }[] }) {
  return (
    <dl className="flex flex-wrap gap-px overflow-hidden rounded-2xl border border-line bg-line">
      {items.map((item) => (
        <div key={item.label} className="flex min-w-36 flex-1 basis-36 flex-col bg-surface p-4">
          <dt className="text-xs leading-5 text-ink-3">{item.label}</dt>
          <dd data-testid={item.testId} className="order-first font-mono text-lg font-semibold tracking-tight text-ink tabular-nums">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
