/**
 * The interactive demos that content pages can embed with a `{ type: 'demo', demo: <id> }` block.
 * One line per demo: its id, an English title (page copy, used as the region's name) and the
 * height its placeholder reserves before the demo's own chunk has loaded (rem: `mobile` with the
 * demo in one column, measured in a 390 px window; `desktop` in two columns, which begin where the
 * demo's box is 48rem wide, measured in a 1280 px window), so the page does not shift when it
 * arrives. Remeasure with `node scripts/measure-demos.mjs` against a running build. The component lives in `components/demos/<id>.tsx`
 * and is listed once more in the loader map of `components/demos/demo-mount.tsx`.
 */
/** A demo's placeholder height in rem, below and above the 768 px breakpoint. */
export type DemoHeight = { mobile: number; desktop: number };
export type DemoInfo = { title: string; height: DemoHeight };

export const demoRegistry = {
  'dispatch': { title: 'Solar and battery dispatch simulator', height: { mobile: 119, desktop: 57 } },
  'hybrid-handshake': { title: 'Hybrid handshake demo', height: { mobile: 124, desktop: 57 } },
  'surface-code': { title: 'Surface code simulator', height: { mobile: 99, desktop: 63 } },
  'pulsar-navigation': { title: 'Pulsar navigation simulator', height: { mobile: 128, desktop: 86 } },
  'design-loop': { title: 'Design loop simulator', height: { mobile: 108, desktop: 70 } },
  'mars-hero': { title: 'Mars hero artwork generator', height: { mobile: 59, desktop: 41 } },
  'header-image': { title: 'Header image generator', height: { mobile: 54, desktop: 38 } },
  'orion-9-qpu': { title: 'Orion-9 calibration map, circuit simulator and GHZ fidelity budget', height: { mobile: 208, desktop: 156 } },
  'athena-clinical': { title: 'Athena Clinical trial size and power calculator', height: { mobile: 90, desktop: 46 } },
  'genovax': { title: 'GenovaX sequence tools', height: { mobile: 82, desktop: 47 } },
  'px-phantom': { title: 'PX Phantom route planner', height: { mobile: 48, desktop: 33 } },
  'heraos': { title: 'HeraOS fault-recovery timeline', height: { mobile: 112, desktop: 68 } },
  'aetherion': { title: 'Aetherion Core decoder latency simulator', height: { mobile: 59, desktop: 38 } },
  'echonet': { title: 'EchoNet handshake and key rotation calculator', height: { mobile: 68, desktop: 41 } },
  'lucy': { title: 'Lucy AI ranking check against measurements', height: { mobile: 55, desktop: 38 } },
  'phantom': { title: 'Phantom interferometer sensitivity and stability', height: { mobile: 75, desktop: 49 } },
  'helios-autonomy': { title: 'Helios Autonomy simulated month: rule-based against forecast-based control', height: { mobile: 81, desktop: 46 } },
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
