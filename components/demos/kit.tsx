'use client';

/**
 * The demos' shared kit: labelled inputs, buttons in the visitor's language, a polite live
 * region, a result table and small SVG charts. Plain React and SVG, no charting library, so
 * it adds a few kilobytes to a demo's own chunk and nothing to any other page.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { barChartTable, lineChartTable, visibleCategoryLabels, extent, formatTick, paddedDomain, scale, type Axis, type ChartTable, type Scale } from '@/lib/demos/chart';
import { uiLangProps } from './ui-lang';
import { TableScroll } from '@/components/ui/table-scroll';

/** The generic control words, from the `Demos` messages. */
export type DemoWord = 'run' | 'running' | 'stop' | 'reset' | 'step' | 'downloadPng' | 'presets' | 'results' | 'parameters' | 'chartData';

export function useDemoWords() {
  const t = useTranslations('Demos');
  const locale = useLocale();
  return { t, ui: uiLangProps(locale), locale };
}

/** The frame of a demo: parameters beside the results in a box at least 48rem wide, above them in a narrower one (DemoMount's container). */
export function DemoLayout({ controls, children, className }: { controls: ReactNode; children: ReactNode; className?: string }) {
  const { t, ui } = useDemoWords();
  const id = useId();
  return (
    <div className={cn('grid gap-6 p-5 @xl:p-7 @3xl:grid-cols-[17rem_minmax(0,1fr)] @3xl:gap-8', className)}>
      <div role="group" aria-labelledby={`${id}-p`} className="space-y-4">
        <h3 id={`${id}-p`} className="eyebrow" {...ui}>
          {t('parameters')}
        </h3>
        {controls}
      </div>
      <div className="min-w-0 space-y-5">{children}</div>
    </div>
  );
}

/** A heading in the visitor's language for the results area. */
export function ResultsHeading({ id }: { id?: string }) {
  const { t, ui } = useDemoWords();
  return (
    <h3 id={id} className="eyebrow" {...ui}>
      {t('results')}
    </h3>
  );
}

/** A button labelled with a generic control word in the visitor's language. */
export function WordButton({ word, variant = 'secondary', ...props }: { word: DemoWord; variant?: ButtonVariant } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  const { t, ui } = useDemoWords();
  return (
    <Button variant={variant} {...ui} {...props}>
      {t(word)}
    </Button>
  );
}

const inputClass =
  'h-10 w-full rounded-xl border border-control-line bg-surface px-3 text-ink tabular-nums focus-visible:border-focus';

/** A labelled number input; the value is clamped to [min, max] when it is committed. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  unit,
  hint,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  hint?: string;
  /** Why the value cannot be used with the others (a range whose start is past its end). */
  error?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {unit ? <span className="font-normal text-ink-3"> ({unit})</span> : null}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        className={inputClass}
        value={Number.isFinite(value) ? value : ''}
        min={min}
        max={max}
        step={step}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const next = event.currentTarget.valueAsNumber;
          if (Number.isFinite(next)) onChange(Math.min(max, Math.max(min, next)));
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-3">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-security">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled slider with its current value shown and announced as text. */
export function RangeField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  format = String,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  format?: (value: number) => string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="font-mono text-sm text-ink-2 tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="demo-range w-full accent-(--signal)"
        value={value}
        min={min}
        max={max}
        step={step}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
      />
    </div>
  );
}

/** A labelled select. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled checkbox. */
export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <input id={id} type="checkbox" className="size-4 accent-(--signal)" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}

/** A polite live region: screen readers hear each new result once, without losing focus. */
export function LiveResult({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}

/** Why a generator cannot draw yet: the visitor's input problems, listed (nothing when there are none). */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (!problems.length) return null;
  return (
    <ul className="space-y-1 rounded-xl border border-security p-3 text-sm text-ink" data-testid="problems">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

/** What became of the visitor's download (the PNG was saved, or why not). */
export function DownloadStatus({ status }: { status: string | null }) {
  if (!status) return null;
  return (
    <p className="text-sm text-ink-2" data-testid="download-status">
      {status}
    </p>
  );
}

/** Headline numbers of a result: the cells wrap and grow to fill each row, so any number of figures leaves no empty cell at any width. */
export function ResultStats({ items }: { items: readonly { label: string; value: string; testId?: string }[] }) {
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

/** A result table column's alignment, its heading's too: the first column (names) at the start, numbers at the end. */
const resultAlign = (column: number) => (column > 0 ? 'text-end' : 'text-start');

/**
 * A result table with a caption; numbers right-aligned under headings aligned with them. The names
 * in the first column and the headings wrap, the numbers never do; a table still wider than a phone
 * scrolls in its TableScroll box, as a content table does.
 */
export function ResultTable({ caption, columns, rows, testId }: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[]; testId?: string }) {
  return (
    <TableScroll label={caption}>
      <table data-testid={testId} className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-ink-2">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={cn('px-3 py-2 font-medium', resultAlign(index))}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} className={cn('px-3 py-2 font-mono tabular-nums', resultAlign(column), column > 0 && 'whitespace-nowrap')}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A chart's figures as a table, folded under it ("Data table" in the visitor's language): the
 * numbers a screen reader, a keyboard or a reader who wants the exact values cannot get from the
 * drawing. A long run is shown as evenly spaced rows, and says so.
 */
function ChartData({ caption, table }: { caption: string; table: ChartTable }) {
  const { t, ui } = useDemoWords();
  // Nothing to tabulate before a run has produced a point.
  if (!table.rows.length) return null;
  return (
    <details className="text-sm" data-testid="chart-data">
      <summary className="w-fit cursor-pointer rounded-md font-medium text-signal underline-offset-4 hover:underline" {...ui}>
        {t('chartData')}
      </summary>
      {table.rows.length < table.total ? (
        <p className="mt-2 text-xs text-ink-3">
          {table.rows.length} of {table.total.toLocaleString('en-US')} rows, evenly spaced, the first and last included.
        </p>
      ) : null}
      <div className="mt-2">
        <ResultTable caption={caption} columns={table.columns} rows={table.rows} />
      </div>
    </details>
  );
}

/** Colors for chart series: the site's section accents, legible in both themes. */
export const chartColors = ['var(--quantum)', 'var(--signal)', 'var(--ember)', 'var(--space)', 'var(--security)', 'var(--biotech)'] as const;

/** A series' own color, else the next of chartColors by its place in the chart. */
const seriesColor = (color: string | undefined, index: number): string => color ?? chartColors[index % chartColors.length] ?? 'currentColor';

export type Series = {
  label: string;
  points: readonly (readonly [number, number])[];
  color?: string;
  dashed?: boolean;
  /** Draw markers at the points. */
  markers?: boolean;
  /** Draw as a step line (values hold until the next point), e.g. hourly data. */
  step?: boolean;
  /** Markers only, no line: a scatter plot. */
  scatter?: boolean;
};

type Frame = { width: number; height: number; left: number; right: number; top: number; bottom: number };

/**
 * The rendered width of a chart, so that one SVG unit is one CSS pixel and its text stays legible
 * on a phone; 640 until measured (the server and the first render agree).
 */
function useChartWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(Math.max(280, Math.round(measured)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
const FRAME: Frame = { width: 640, height: 320, left: 58, right: 16, top: 14, bottom: 44 };

/** A chart's horizontal gridlines from x0 to x1, one per tick of the y scale, each labelled left of x0. */
function YGrid({ y, x0, x1 }: { y: Scale; x0: number; x1: number }) {
  return y.ticks.map((tick) => (
    <g key={tick}>
      <line x1={x0} x2={x1} y1={y(tick)} y2={y(tick)} stroke="var(--line)" />
      <text x={x0 - 6} y={y(tick) + 4} textAnchor="end">
        {formatTick(tick)}
      </text>
    </g>
  ));
}

/**
 * A line chart in SVG: axes with round ticks, optional log axes, a legend. `title` names the
 * chart for assistive technology; the numbers themselves are in the demo's result table, or with
 * `dataTable` in a table folded under the chart.
 */
export function LineChart({
  title,
  series,
  xLabel,
  yLabel,
  xLog,
  yLog,
  xDomain,
  yDomain,
  height = FRAME.height,
  equalAspect,
  dataTable,
  children,
}: {
  title: string;
  /** Offer the series as a table under the chart (a row per x value). */
  dataTable?: boolean;
  /** Same scale on both axes (for shapes such as error ellipses); the x domain is widened to fit. */
  equalAspect?: boolean;
  series: readonly Series[];
  xLabel: string;
  yLabel: string;
  xLog?: boolean;
  yLog?: boolean;
  xDomain?: [number, number];
  yDomain?: [number, number];
  height?: number;
  /** Extra SVG drawn over the plot, given the scales (bands, markers). */
  children?: (scales: { x: (value: number) => number; y: (value: number) => number }) => ReactNode;
}) {
  const { ref, width } = useChartWidth();
  const frame = { ...FRAME, width, height: width < 520 ? Math.round(height * (equalAspect ? 0.9 : 0.75)) : height };
  const xs = series.flatMap((s) => s.points.map((p) => p[0]));
  const ys = series.flatMap((s) => s.points.map((p) => p[1])).filter((v) => !yLog || v > 0);
  let xAxis: Axis = xDomain || xLog ? { domain: xDomain ?? extent(xs), ticks: width < 520 ? 4 : 6 } : paddedDomain(xs, width < 520 ? 4 : 6);
  const yAxis: Axis = yDomain || yLog ? { domain: yDomain ?? extent(ys), ticks: 5 } : paddedDomain(ys, 5);
  if (equalAspect && yDomain) {
    // One unit as long on both axes: x widens around its middle, with round ticks of its own.
    const perUnit = (frame.height - frame.top - frame.bottom) / (yDomain[1] - yDomain[0]);
    const half = (frame.width - frame.left - frame.right) / perUnit / 2;
    const mid = (xAxis.domain[0] + xAxis.domain[1]) / 2;
    xAxis = { domain: [mid - half, mid + half], ticks: xAxis.ticks };
  }
  const x = scale(xAxis.domain, [frame.left, frame.width - frame.right], { log: xLog, ticks: xAxis.ticks, step: xAxis.step });
  const y = scale(yAxis.domain, [frame.height - frame.bottom, frame.top], { log: yLog, ticks: yAxis.ticks, step: yAxis.step });
  const [x0, x1] = [frame.left, frame.width - frame.right];
  const [y0, y1] = [frame.height - frame.bottom, frame.top];
  // A step line holds its last value for one more step (e.g. the last hour of a day).
  const stepEnd = (points: readonly (readonly [number, number])[]) => {
    const last = points.at(-1);
    const before = points.at(-2);
    if (!last || !before) return '';
    return `H${Math.min(x1, x(last[0] + (last[0] - before[0]))).toFixed(1)}`;
  };
  const path = (s: Series) => {
    const points = s.points.filter((p) => Number.isFinite(p[1]) && (!yLog || p[1] > 0));
    return points
      .map((p, i) => {
        const px = x(p[0]).toFixed(1);
        const py = y(p[1]).toFixed(1);
        if (i === 0) return `M${px} ${py}`;
        const prev = points[i - 1];
        return s.step && prev ? `H${px}V${py}` : `L${px} ${py}`;
      })
      .join('') + (s.step ? stepEnd(points) : '');
  };
  return (
    <figure ref={ref} className="space-y-2" dir="ltr">
      <svg viewBox={`0 0 ${frame.width} ${frame.height}`} role="img" aria-label={title} className="h-auto w-full overflow-visible text-ink-3">
        <g fontSize="13" fill="currentColor">
          <YGrid y={y} x0={x0} x1={x1} />
          {x.ticks.map((tick) => (
            <text key={`x${tick}`} x={x(tick)} y={y0 + 18} textAnchor="middle">
              {formatTick(tick)}
            </text>
          ))}
          <line x1={x0} x2={x1} y1={y0} y2={y0} stroke="var(--line-strong)" />
          <line x1={x0} x2={x0} y1={y0} y2={y1} stroke="var(--line-strong)" />
          <text x={(x0 + x1) / 2} y={frame.height - 6} textAnchor="middle" fill="var(--ink-2)">
            {xLabel}
          </text>
          <text transform={`translate(14 ${(y0 + y1) / 2}) rotate(-90)`} textAnchor="middle" fill="var(--ink-2)">
            {yLabel}
          </text>
        </g>
        {children?.({ x, y })}
        {series.map((s, index) => {
          const color = seriesColor(s.color, index);
          return (
            <g key={s.label}>
              {s.scatter ? null : <path d={path(s)} fill="none" stroke={color} strokeWidth="2.2" strokeDasharray={s.dashed ? '6 5' : undefined} strokeLinejoin="round" />}
              {s.markers || s.scatter
                ? s.points
                    .filter((p) => Number.isFinite(p[1]) && (!yLog || p[1] > 0))
                    .map((p, i) => <circle key={`${p[0]}-${i}`} cx={x(p[0])} cy={y(p[1])} r={s.scatter ? 3 : 3.2} fill={s.scatter ? color : 'var(--surface)'} fillOpacity={s.scatter ? 0.55 : 1} stroke={color} strokeWidth={s.scatter ? 1 : 2} />)
                : null}
            </g>
          );
        })}
      </svg>
      <Legend items={series.map((s, index) => ({ label: s.label, color: seriesColor(s.color, index), dashed: s.dashed }))} />
      {dataTable ? <ChartData caption={title} table={lineChartTable(series, xLabel)} /> : null}
    </figure>
  );
}

/** A grouped bar chart in SVG. */
export function BarChart({
  title,
  categories,
  series,
  yLabel,
  height = 260,
  dataTable,
}: {
  title: string;
  /**
   * Offer the values as a table under the chart: its first column's heading, and the categories'
   * names when the chart labels only some of them (every fifth day).
   */
  dataTable?: string | { label: string; categories: readonly string[] };
  categories: readonly string[];
  series: readonly { label: string; values: readonly number[]; color?: string }[];
  yLabel: string;
  height?: number;
}) {
  const { ref, width } = useChartWidth();
  const frame = { ...FRAME, width, height: width < 520 ? Math.round(height * 0.8) : height };
  const values = series.flatMap((s) => s.values);
  const y = scale([Math.min(0, ...values), Math.max(1e-9, ...values)], [frame.height - frame.bottom, frame.top], { ticks: 5 });
  const [x0, x1] = [frame.left, frame.width - frame.right];
  const band = (x1 - x0) / Math.max(1, categories.length);
  const barWidth = (band * 0.76) / Math.max(1, series.length);
  // On a narrow chart only some categories are labelled, so that labels never overlap: each is
  // measured (hidden ones too), then every k-th is shown.
  const labels = useRef<SVGGElement>(null);
  const [shown, setShown] = useState<boolean[] | null>(null);
  const key = categories.join('\u0000');
  useLayoutEffect(() => {
    const texts = Array.from(labels.current?.querySelectorAll<SVGTextElement>('text[data-category]') ?? []);
    if (!texts.every((text) => typeof text.getComputedTextLength === 'function')) return;
    const widths = texts.map((text) => (text.textContent ? text.getComputedTextLength() : 0));
    setShown(visibleCategoryLabels(widths, band));
  }, [key, band]);
  return (
    <figure ref={ref} className="space-y-2" dir="ltr">
      <svg viewBox={`0 0 ${frame.width} ${frame.height}`} role="img" aria-label={title} className="h-auto w-full text-ink-3">
        <g ref={labels} fontSize="13" fill="currentColor">
          <YGrid y={y} x0={x0} x1={x1} />
          {categories.map((category, index) => (
            <text
              key={`${index}-${category}`}
              data-category=""
              x={x0 + band * (index + 0.5)}
              y={frame.height - frame.bottom + 16}
              textAnchor="middle"
              visibility={shown && shown[index] === false ? 'hidden' : undefined}
              aria-hidden={shown && shown[index] === false ? true : undefined}
            >
              {category}
            </text>
          ))}
          <text transform={`translate(12 ${(frame.top + frame.height - frame.bottom) / 2}) rotate(-90)`} textAnchor="middle" fill="var(--ink-2)">
            {yLabel}
          </text>
        </g>
        {series.map((s, si) =>
          s.values.map((value, ci) => {
            const top = y(Math.max(0, value));
            const bottom = y(Math.min(0, value));
            return (
              <rect
                key={`${s.label}${ci}`}
                x={x0 + band * ci + band * 0.12 + barWidth * si}
                y={top}
                width={Math.max(1, barWidth - 2)}
                height={Math.max(0.5, bottom - top)}
                rx="2"
                fill={seriesColor(s.color, si)}
              />
            );
          }),
        )}
        <line x1={x0} x2={x1} y1={y(0)} y2={y(0)} stroke="var(--line-strong)" />
      </svg>
      <Legend items={series.map((s, index) => ({ label: s.label, color: seriesColor(s.color, index) }))} />
      {dataTable ? (
        <ChartData caption={title} table={typeof dataTable === 'string' ? barChartTable(categories, series, dataTable) : barChartTable(dataTable.categories, series, dataTable.label)} />
      ) : null}
    </figure>
  );
}

export function Legend({ items }: { items: readonly { label: string; color: string; dashed?: boolean }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-2">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <svg width="18" height="8" aria-hidden="true" focusable="false">
            <line x1="1" x2="17" y1="4" y2="4" stroke={item.color} strokeWidth="3" strokeDasharray={item.dashed ? '4 3' : undefined} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
