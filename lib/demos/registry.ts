/**
 * The interactive demos that content pages can embed with a `{ type: 'demo', demo: <id> }` block.
 * One line per demo: its id, an English title (page copy, used as the region's name) and the
 * height its placeholder reserves before the demo's own chunk has loaded (rem, measured at
 * 390 px / at 1024 px and wider, where the demo's two columns begin), so
 * the page does not shift when it arrives. The component lives in `components/demos/<id>.tsx`
 * and is listed once more in the loader map of `components/demos/demo-mount.tsx`.
 */
export type DemoInfo = { title: string; height: { mobile: number; desktop: number } };

export const demoRegistry = {
  'dispatch': { title: 'Solar and battery dispatch simulator', height: { mobile: 120, desktop: 58 } },
  'hybrid-handshake': { title: 'Hybrid handshake demo', height: { mobile: 125, desktop: 58 } },
  'surface-code': { title: 'Surface code simulator', height: { mobile: 100, desktop: 64 } },
  'pulsar-navigation': { title: 'Pulsar navigation simulator', height: { mobile: 129, desktop: 90 } },
  'design-loop': { title: 'Design loop simulator', height: { mobile: 109, desktop: 71 } },
  'mars-hero': { title: 'Mars hero artwork generator', height: { mobile: 61, desktop: 42 } },
  'header-image': { title: 'Header image generator', height: { mobile: 56, desktop: 39 } },
} as const satisfies Record<string, DemoInfo>;

/** Every demo id: a string-literal union derived from the registry. */
export type DemoId = keyof typeof demoRegistry;

export function isDemoId(value: unknown): value is DemoId {
  return typeof value === 'string' && Object.hasOwn(demoRegistry, value);
}

export const demoIds: DemoId[] = Object.keys(demoRegistry).filter(isDemoId);

export function demoInfo(id: DemoId): DemoInfo {
  return demoRegistry[id];
}
