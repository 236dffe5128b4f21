/**
 * The interactive demos that content pages can embed with a `{ type: 'demo', demo: <id> }` block.
 * One line per demo: its id, an English title (page copy, used as the region's name) and the
 * height its placeholder reserves before the demo's own chunk has loaded (rem: `mobile` with the
 * demo in one column, measured in a 390 px window; `desktop` in two columns, which begin where the
 * demo's box is 48rem wide, measured in a 1280 px window), so the page does not shift when it
 * arrives. Remeasure with `node scripts/measure-demos.mjs` against a running build. The component lives in `components/demos/<id>.tsx`
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
  'orion-9-qpu': { title: 'Orion-9 circuit simulator and GHZ fidelity budget', height: { mobile: 101, desktop: 82 } },
  'athena-clinical': { title: 'Athena Clinical trial size and power calculator', height: { mobile: 85, desktop: 46 } },
  'genovax': { title: 'GenovaX sequence tools', height: { mobile: 79, desktop: 56 } },
  'px-phantom': { title: 'PX Phantom route planner', height: { mobile: 49, desktop: 37 } },
  'heraos': { title: 'HeraOS fault-recovery timeline', height: { mobile: 108, desktop: 115 } },
  'aetherion': { title: 'Aetherion Core decoder latency simulator', height: { mobile: 54, desktop: 42 } },
  'echonet': { title: 'EchoNet handshake and key rotation calculator', height: { mobile: 64, desktop: 51 } },
  'lucy': { title: 'Lucy AI ranking check against measurements', height: { mobile: 50, desktop: 43 } },
  'phantom': { title: 'Phantom interferometer sensitivity and stability', height: { mobile: 66, desktop: 56 } },
  'helios-autonomy': { title: 'Helios Autonomy month replay: rule-based against forecast-based control', height: { mobile: 73, desktop: 47 } },
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
