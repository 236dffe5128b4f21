/**
 * The interactive demos that content pages can embed with a `{ type: 'demo', demo: <id> }` block.
 * One line per demo: its id, an English title (page copy, used as the region's name) and the
 * height its placeholder reserves before the demo's own chunk has loaded (rem, phone / wide), so
 * the page does not shift when it arrives. The component lives in `components/demos/<id>.tsx`
 * and is listed once more in the loader map of `components/demos/demo-mount.tsx`.
 */
export type DemoInfo = { title: string; height: { mobile: number; desktop: number } };

export const demoRegistry = {
  'dispatch': { title: 'Solar and battery dispatch simulator', height: { mobile: 82, desktop: 50 } },
  'hybrid-handshake': { title: 'Hybrid handshake demo', height: { mobile: 112, desktop: 62 } },
  'surface-code': { title: 'Surface code simulator', height: { mobile: 150, desktop: 92 } },
  'pulsar-navigation': { title: 'Pulsar navigation simulator', height: { mobile: 150, desktop: 100 } },
  'design-loop': { title: 'Design loop simulator', height: { mobile: 150, desktop: 66 } },
  'mars-hero': { title: 'Mars hero artwork generator', height: { mobile: 100, desktop: 46 } },
  'header-image': { title: 'Header image generator', height: { mobile: 100, desktop: 46 } },
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
