import { WEB_VITALS_THRESHOLDS } from '../constants';

export type VitalName = keyof typeof WEB_VITALS_THRESHOLDS;
export type Rating = 'good' | 'needs-improvement' | 'poor';
export type VitalsRecord = { path: string; measuredAt: string; vitals: Partial<Record<VitalName, { value: number; rating: Rating }>> };

/** Spec 9's thresholds: at most the first is good, above the second is poor. */
export function rate(name: VitalName, value: number): Rating {
  const [good, poor] = WEB_VITALS_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export function vitalsRecord(path: string, values: Partial<Record<VitalName, number>>, now = new Date()): VitalsRecord {
  const vitals: VitalsRecord['vitals'] = {};
  for (const [name, value] of Object.entries(values) as [VitalName, number | undefined][]) {
    if (value !== undefined && Number.isFinite(value)) vitals[name] = { value: name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value), rating: rate(name, value) };
  }
  return { path, measuredAt: now.toISOString(), vitals };
}

/** The analytics events of a measurement (spec 7's "web-vitals"): one per vital, with its rating. */
export function vitalsEvents(record: VitalsRecord): { metric_name: VitalName; value: number; metric_rating: Rating; page_path: string }[] {
  return (Object.entries(record.vitals) as [VitalName, { value: number; rating: Rating }][]).map(([name, vital]) => ({
    metric_name: name,
    value: vital.value,
    metric_rating: vital.rating,
    page_path: record.path,
  }));
}

/** What error monitoring hears about (issue 10): LCP over 2,500 ms and CLS over 0.1, the good thresholds. */
export function slowVitals(record: VitalsRecord): { name: VitalName; value: number; limit: number }[] {
  return (['LCP', 'CLS'] as const).flatMap((name) => {
    const value = record.vitals[name]?.value;
    const limit = WEB_VITALS_THRESHOLDS[name][0];
    return value !== undefined && value > limit ? [{ name, value, limit }] : [];
  });
}

type Entry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; renderTime?: number; loadTime?: number; interactionId?: number; responseStart?: number };

/**
 * The page's vitals so far, read from the browser's buffered performance entries: LCP (the last
 * candidate), CLS (the largest session window: shifts less than 1 s apart, at most 5 s long),
 * INP (the slowest interaction the buffer kept), FCP and TTFB.
 */
export async function measureVitals(): Promise<Partial<Record<VitalName, number>>> {
  const entries = (type: string) =>
    new Promise<Entry[]>((resolve) => {
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return resolve([]);
      const seen: Entry[] = [];
      const observer = new PerformanceObserver((list) => seen.push(...(list.getEntries() as Entry[])));
      observer.observe({ type, buffered: true });
      // Buffered entries arrive in the observer's first callback, queued as a task.
      setTimeout(() => {
        seen.push(...(observer.takeRecords() as Entry[]));
        observer.disconnect();
        resolve(seen);
      }, 0);
    });
  const [lcp, shifts, events, paints] = await Promise.all([entries('largest-contentful-paint'), entries('layout-shift'), entries('event'), entries('paint')]);
  const navigation = performance.getEntriesByType?.('navigation')[0] as Entry | undefined;

  let cls = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (window > 0 && (shift.startTime - last < 1000 && shift.startTime - first < 5000)) window += shift.value ?? 0;
    else {
      window = shift.value ?? 0;
      first = shift.startTime;
    }
    last = shift.startTime;
    cls = Math.max(cls, window);
  }
  const interactions = events.filter((event) => (event.interactionId ?? 0) > 0).map((event) => event.duration);
  const lastLcp = lcp.at(-1);
  return {
    LCP: lastLcp ? lastLcp.renderTime || lastLcp.loadTime || lastLcp.startTime : undefined,
    CLS: shifts.length > 0 || lcp.length > 0 ? cls : undefined,
    INP: interactions.length > 0 ? Math.max(...interactions) : undefined,
    FCP: paints.find((paint) => paint.name === 'first-contentful-paint')?.startTime,
    TTFB: navigation?.responseStart,
  };
}
