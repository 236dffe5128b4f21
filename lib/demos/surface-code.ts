/**
 * A rotated surface-code memory experiment with a union-find decoder.
 *
 * Noise: independent flips on data qubits with probability p in every cycle, and (optionally)
 * each stabilizer measurement reporting the wrong value with the same probability p. Bit flips are caught
 * by the Z-type checks and phase flips by the X-type checks; for independent noise the two
 * problems are the same graph turned by 90 degrees, so each is sampled on the same decoding
 * graph and the logical qubit fails if either fails.
 *
 * Decoding graph: one node per (check, round), edges for data-qubit errors (space) and
 * measurement errors (time), one virtual boundary node. The final round is a perfect readout
 * of the data qubits. Data qubits on the top and bottom rows touch a single check; their edge
 * runs to the boundary, and an edge on the top side is flagged: error + correction is a logical
 * error exactly when it contains an odd number of flagged edges (a path from top to bottom).
 */
import { seededRandom } from './random';

export type Edge = { a: number; b: number; flag: boolean; kind: 'space' | 'time' };
export type DecodingGraph = { nodes: number; boundary: number; edges: Edge[]; incident: number[][]; checks: number; rounds: number; spaceEdgesPerRound: number };

/** Z-type checks of the rotated code of distance d, each as the list of data qubits (r * d + c) it touches. */
export function zChecks(d: number): number[][] {
  const checks: number[][] = [];
  for (let i = -1; i < d; i++)
    for (let j = -1; j < d; j++) {
      if ((i + j) % 2 !== 0) continue; // Z plaquettes on the even squares of the checkerboard
      const bulk = i >= 0 && j >= 0 && i < d - 1 && j < d - 1;
      const side = (j === -1 || j === d - 1) && i >= 0 && i < d - 1; // Z-type two-body checks sit on the left and right
      if (!bulk && !side) continue;
      const qubits: number[] = [];
      for (const [r, c] of [
        [i, j],
        [i, j + 1],
        [i + 1, j],
        [i + 1, j + 1],
      ] as const)
        if (r >= 0 && c >= 0 && r < d && c < d) qubits.push(r * d + c);
      checks.push(qubits);
    }
  return checks;
}

/** The space-time decoding graph for `rounds` noisy rounds (measurement errors) or one round (perfect measurements). */
export function decodingGraph(d: number, rounds: number, measurementErrors: boolean): DecodingGraph {
  const checks = zChecks(d);
  const checksOf: number[][] = Array.from({ length: d * d }, () => []);
  checks.forEach((qubits, k) => qubits.forEach((q) => checksOf[q]?.push(k)));
  const layers = measurementErrors ? rounds + 1 : 1;
  const nodes = checks.length * layers;
  const boundary = nodes;
  const edges: Edge[] = [];
  const dataLayers = measurementErrors ? rounds : 1;
  for (let t = 0; t < dataLayers; t++)
    for (let q = 0; q < d * d; q++) {
      const ks = checksOf[q] ?? [];
      const [k0, k1] = ks;
      if (k0 === undefined) continue;
      const row = Math.floor(q / d);
      if (k1 === undefined) edges.push({ a: t * checks.length + k0, b: boundary, flag: row === 0, kind: 'space' });
      else edges.push({ a: t * checks.length + k0, b: t * checks.length + k1, flag: false, kind: 'space' });
    }
  const spaceEdgesPerRound = edges.length / dataLayers;
  if (measurementErrors)
    for (let t = 0; t < rounds; t++) for (let k = 0; k < checks.length; k++) edges.push({ a: t * checks.length + k, b: (t + 1) * checks.length + k, flag: false, kind: 'time' });
  const incident: number[][] = Array.from({ length: nodes + 1 }, () => []);
  edges.forEach((edge, index) => {
    incident[edge.a]?.push(index);
    incident[edge.b]?.push(index);
  });
  return { nodes, boundary, edges, incident, checks: checks.length, rounds, spaceEdgesPerRound };
}

/** Defects (lit detectors) of an error given as a set of flipped edges. */
export function syndromeOf(graph: DecodingGraph, flipped: Uint8Array): Uint8Array {
  const defects = new Uint8Array(graph.nodes + 1);
  graph.edges.forEach((edge, index) => {
    if (!flipped[index]) return;
    defects[edge.a] = (defects[edge.a] ?? 0) ^ 1;
    defects[edge.b] = (defects[edge.b] ?? 0) ^ 1;
  });
  defects[graph.boundary] = 0;
  return defects;
}

/**
 * Union-find decoder (Delfosse and Nickerson, 2021): grow every odd cluster by half an edge per
 * step until each cluster has even parity or touches the boundary, then peel a spanning forest
 * of each cluster to find a correction. Returns the set of edges to flip.
 */
export function unionFindDecode(graph: DecodingGraph, defectsIn: Uint8Array): Uint8Array {
  const n = graph.nodes + 1;
  const parent = new Int32Array(n);
  const parity = new Uint8Array(n);
  const touchesBoundary = new Uint8Array(n);
  const inCluster = new Uint8Array(n);
  for (let v = 0; v < n; v++) {
    parent[v] = v;
    parity[v] = defectsIn[v] ?? 0;
    inCluster[v] = defectsIn[v] ? 1 : 0;
  }
  touchesBoundary[graph.boundary] = 1;
  const find = (v: number): number => {
    let root = v;
    while (parent[root] !== root) root = parent[root] ?? root;
    let node = v;
    while (parent[node] !== root) {
      const next = parent[node] ?? root;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    parent[rb] = ra;
    parity[ra] = (parity[ra] ?? 0) ^ (parity[rb] ?? 0);
    touchesBoundary[ra] = (touchesBoundary[ra] ?? 0) | (touchesBoundary[rb] ?? 0);
  };
  const growth = new Uint8Array(graph.edges.length);
  const active = (v: number) => {
    if (!inCluster[v]) return false;
    const root = find(v);
    return parity[root] === 1 && !touchesBoundary[root];
  };

  for (let guard = 0; guard < 4 * n; guard++) {
    const grow: number[] = [];
    graph.edges.forEach((edge, index) => {
      if ((growth[index] ?? 0) >= 2) return;
      const add = (active(edge.a) ? 1 : 0) + (active(edge.b) ? 1 : 0);
      if (add) grow.push(index, add);
    });
    if (!grow.length) break;
    for (let i = 0; i < grow.length; i += 2) {
      const index = grow[i] ?? 0;
      growth[index] = Math.min(2, (growth[index] ?? 0) + (grow[i + 1] ?? 0));
    }
    for (let i = 0; i < grow.length; i += 2) {
      const index = grow[i] ?? 0;
      const edge = graph.edges[index];
      if (!edge || (growth[index] ?? 0) < 2) continue;
      inCluster[edge.a] = 1;
      inCluster[edge.b] = 1;
      union(edge.a, edge.b);
    }
  }

  // Peeling: a spanning forest over fully grown edges, rooted at the boundary where a cluster touches it.
  const correction = new Uint8Array(graph.edges.length);
  const defects = Uint8Array.from(defectsIn);
  const visited = new Uint8Array(n);
  const parentEdge = new Int32Array(n).fill(-1);
  const order: number[] = [];
  const search = (root: number) => {
    const queue = [root];
    visited[root] = 1;
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head] ?? root;
      order.push(v);
      for (const index of graph.incident[v] ?? []) {
        if ((growth[index] ?? 0) < 2) continue;
        const edge = graph.edges[index];
        if (!edge) continue;
        const w = edge.a === v ? edge.b : edge.a;
        if (visited[w]) continue;
        visited[w] = 1;
        parentEdge[w] = index;
        queue.push(w);
      }
    }
  };
  search(graph.boundary);
  for (let v = 0; v < n; v++) if (inCluster[v] && !visited[v]) search(v);
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i] ?? 0;
    const index = parentEdge[v] ?? -1;
    if (index < 0 || !defects[v]) continue;
    const edge = graph.edges[index];
    if (!edge) continue;
    const u = edge.a === v ? edge.b : edge.a;
    correction[index] = 1;
    defects[v] = 0;
    defects[u] = (defects[u] ?? 0) ^ 1;
  }
  return correction;
}

/** Whether error + correction crosses from top to bottom an odd number of times. */
export function isLogicalError(graph: DecodingGraph, error: Uint8Array, correction: Uint8Array): boolean {
  let parity = 0;
  graph.edges.forEach((edge, index) => {
    if (edge.flag) parity ^= (error[index] ?? 0) ^ (correction[index] ?? 0);
  });
  return parity === 1;
}

export type MemoryParams = { distance: number; p: number; measurementErrors: boolean; rounds: number; phaseFlips: boolean };

/** Runs `trials` memory experiments; returns how many ended in a logical error. */
export function sampleFailures(params: MemoryParams, trials: number, random: () => number, graph = decodingGraph(params.distance, params.rounds, params.measurementErrors)): number {
  const rounds = params.measurementErrors ? 1 : params.rounds; // without measurement errors each round is decoded on its own
  const copies = params.phaseFlips ? 2 : 1;
  const error = new Uint8Array(graph.edges.length);
  let failures = 0;
  for (let trial = 0; trial < trials; trial++) {
    let failed = false;
    for (let copy = 0; copy < copies && !failed; copy++) {
      // Each copy (bit flips, then phase flips) accumulates its logical flips over the rounds.
      let flipped = false;
      for (let round = 0; round < rounds; round++) {
        for (let index = 0; index < error.length; index++) error[index] = random() < params.p ? 1 : 0;
        if (isLogicalError(graph, error, unionFindDecode(graph, syndromeOf(graph, error)))) flipped = !flipped;
      }
      failed = flipped;
    }
    if (failed) failures++;
  }
  return failures;
}

/** 95% Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const phat = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (phat + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((phat * (1 - phat)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Per-cycle logical error rate from the failure probability over `rounds` cycles. */
export function perCycle(total: number, rounds: number): number {
  if (total >= 0.5) return 0.5;
  return (1 - (1 - 2 * total) ** (1 / rounds)) / 2;
}

export { seededRandom };

/** Physical qubits of a rotated surface code: d^2 data and d^2 - 1 measurement qubits. */
export const physicalQubits = (d: number) => 2 * d * d - 1;

/**
 * A bare qubit under the demo's noise, drawn as a dashed line: it fails with probability p, or
 * with bit and phase flips each at p, 1 − (1 − p)² (≈ 2p), sampled along the axis (log-log, so a
 * curve, not two points).
 */
export function unprotectedLine(pLow: number, pHigh: number, phaseFlips: boolean): (readonly [number, number])[] {
  const steps = 16;
  return Array.from({ length: steps + 1 }, (_, index) => {
    const p = pLow * (pHigh / pLow) ** (index / steps);
    return [p, phaseFlips ? 1 - (1 - p) ** 2 : p] as const;
  });
}
