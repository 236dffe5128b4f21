/**
 * Where each demo lives and what it computes, in one line: the source of the /interactive-tools
 * cards. Typed against the registry, so a demo added there without a catalog line does not compile.
 */
import type { DemoId } from './registry';

export type CatalogEntry = { href: string; name: string; computes: string; kind: 'simulator' | 'product' | 'generator' };

export const demoCatalog: Record<DemoId, CatalogEntry> = {
  'surface-code': { href: '/demo/quantum-computing', name: 'Surface code simulator', computes: 'Logical error rate by Monte Carlo sampling and a union-find decoder, from the code distance and the physical error rate.', kind: 'simulator' },
  'design-loop': { href: '/demo/ai-biotechnology', name: 'Design loop simulator', computes: 'Hits per round of an AI-guided protein design campaign on a simulated fitness landscape, against random screening.', kind: 'simulator' },
  'pulsar-navigation': { href: '/demo/space-navigation', name: 'Pulsar navigation simulator', computes: 'A spacecraft position fix by least squares from simulated pulse arrival times, with its 95% error ellipse.', kind: 'simulator' },
  'dispatch': { href: '/demo/green-technology', name: 'Solar and battery dispatch simulator', computes: "A day's dispatch of a solar plant and battery with your prices, capacities and forecast error.", kind: 'simulator' },
  'hybrid-handshake': { href: '/demo/secure-communications', name: 'Hybrid handshake demo', computes: 'A real X25519 + ML-KEM-768 key exchange in your browser, and AES-GCM encryption with the shared key.', kind: 'simulator' },
  'orion-9-qpu': { href: '/demos/orion-9-qpu', name: 'Orion-9 circuit simulator', computes: 'Amplitudes and probabilities of circuits up to six qubits, Bell and GHZ presets, and a GHZ fidelity budget from calibration figures.', kind: 'product' },
  'aetherion': { href: '/demos/aetherion', name: 'Aetherion Core decoder latency', computes: 'Latency of each syndrome round against the 1 µs budget, and the queue a slow decoder builds.', kind: 'product' },
  'echonet': { href: '/demos/echonet', name: 'EchoNet handshake calculator', computes: 'Bytes and duration of a hybrid post-quantum handshake on fiber, microwave and 64 kbit/s radio, and a key rotation.', kind: 'product' },
  'lucy': { href: '/demos/lucy', name: 'Lucy AI ranking check', computes: "How many of a model's top variants are in the measured top list, against chance, with the rank correlation.", kind: 'product' },
  'genovax': { href: '/demos/genovax', name: 'GenovaX sequence tools', computes: 'GC content, reverse complement, translation in six frames and open reading frames of a DNA sequence you paste.', kind: 'product' },
  'athena-clinical': { href: '/demos/athena-clinical', name: 'Athena Clinical trial calculator', computes: 'Sample size and power of a two-arm trial with allocation and dropout, a power curve, and 10,000 simulated trials.', kind: 'product' },
  'heraos': { href: '/demos/heraos', name: 'HeraOS fault-recovery timeline', computes: 'Detection, cross-check, isolation and recovery times after a reaction wheel or sensor fault during a burn.', kind: 'product' },
  'px-phantom': { href: '/demos/px-phantom', name: 'PX Phantom route planner', computes: 'The shortest route by A* around obstacles you draw on a chart grid, with its length.', kind: 'product' },
  'phantom': { href: '/demos/phantom', name: 'Phantom interferometer', computes: 'Phase, fringe and sensitivity of a cold-atom interferometer, and the Allan deviation of a simulated measurement stream.', kind: 'product' },
  'helios-autonomy': { href: '/demos/helios-autonomy', name: 'Helios Autonomy simulated month', computes: 'Curtailment, exports and revenue over 30 simulated days, rule-based against forecast-based battery control.', kind: 'product' },
  'mars-hero': { href: '/generate/mars-hero', name: 'Mars hero artwork generator', computes: 'The Mars illustration from a seed and parameters, rendered as a PNG to download.', kind: 'generator' },
  'header-image': { href: '/generate/header-image', name: 'Header image generator', computes: "A co-branded article header in the site's style, rendered as a PNG to download.", kind: 'generator' },
};

/** The catalog as link cards, in a fixed order: simulators, product demos, generators. */
export function catalogLinks(kind?: CatalogEntry['kind']): { title: string; href: string; body: string }[] {
  const order: CatalogEntry['kind'][] = ['simulator', 'product', 'generator'];
  return Object.values(demoCatalog)
    .filter((entry) => !kind || entry.kind === kind)
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .map((entry) => ({ title: entry.name, href: entry.href, body: entry.computes }));
}
