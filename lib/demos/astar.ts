/** PX Phantom demo: A* path planning on a grid with obstacles. */

export type Grid = { width: number; height: number; walls: ReadonlySet<number> };
export type Cell = { x: number; y: number };
export type PlanResult = { path: Cell[]; length: number; expanded: number; found: boolean };

export const cellIndex = (grid: Pick<Grid, 'width'>, c: Cell) => c.y * grid.width + c.x;

/**
 * A* from start to goal. 4-connected (unit steps) or 8-connected (diagonals cost √2, no corner
 * cutting past walls). The heuristic (Manhattan or octile distance) is admissible, so the path
 * is shortest. Ties break towards larger g, which expands fewer cells.
 */
export function plan(grid: Grid, start: Cell, goal: Cell, diagonal = false): PlanResult {
  const { width, height, walls } = grid;
  const size = width * height;
  const g = new Float64Array(size).fill(Infinity);
  const parent = new Int32Array(size).fill(-1);
  const closed = new Uint8Array(size);
  const s = cellIndex(grid, start);
  const t = cellIndex(grid, goal);
  if (walls.has(s) || walls.has(t)) return { path: [], length: Infinity, expanded: 0, found: false };
  const h = (i: number) => {
    const dx = Math.abs((i % width) - goal.x);
    const dy = Math.abs(Math.floor(i / width) - goal.y);
    return diagonal ? Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy) : dx + dy;
  };
  // Binary heap of [f, -g, index].
  const heap: [number, number, number][] = [];
  const push = (item: [number, number, number]) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const a = heap[i], b = heap[p];
      if (!a || !b || !less(a, b)) break;
      heap[i] = b;
      heap[p] = a;
      i = p;
    }
  };
  const less = (a: [number, number, number], b: [number, number, number]) => a[0] < b[0] - 1e-12 || (Math.abs(a[0] - b[0]) <= 1e-12 && a[1] < b[1]);
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        const hm = () => heap[m];
        const hl = heap[l], hr = heap[r];
        if (hl && hm() && less(hl, hm() ?? hl)) m = l;
        if (hr && hm() && less(hr, hm() ?? hr)) m = r;
        if (m === i) break;
        const a = heap[i], b = heap[m];
        if (!a || !b) break;
        heap[i] = b;
        heap[m] = a;
        i = m;
      }
    }
    return top;
  };
  g[s] = 0;
  push([h(s), 0, s]);
  let expanded = 0;
  const steps = diagonal
    ? [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]
    : [[1, 0], [-1, 0], [0, 1], [0, -1]];
  while (heap.length) {
    const item = pop();
    if (!item) break;
    const i = item[2];
    if (closed[i]) continue;
    closed[i] = 1;
    expanded++;
    if (i === t) break;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx = 0, dy = 0] of steps) {
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (walls.has(j) || closed[j]) continue;
      if (dx && dy && (walls.has(y * width + nx) || walls.has(ny * width + x))) continue;
      const cost = (g[i] ?? Infinity) + (dx && dy ? Math.SQRT2 : 1);
      if (cost < (g[j] ?? Infinity)) {
        g[j] = cost;
        parent[j] = i;
        push([cost + h(j), -cost, j]);
      }
    }
  }
  const length = g[t] ?? Infinity;
  if (!Number.isFinite(length)) return { path: [], length: Infinity, expanded, found: false };
  const path: Cell[] = [];
  for (let i = t; i >= 0; i = parent[i] ?? -1) {
    path.push({ x: i % width, y: Math.floor(i / width) });
    if (i === s) break;
  }
  return { path: path.reverse(), length, expanded, found: true };
}

/** Parses a text grid: '#' wall, 'S' start, 'G' goal, anything else free. */
export function parseGrid(rows: readonly string[]): { grid: Grid; start: Cell; goal: Cell } {
  const walls = new Set<number>();
  let start: Cell = { x: 0, y: 0 };
  let goal: Cell = { x: 0, y: 0 };
  const width = Math.max(...rows.map((r) => r.length));
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === '#') walls.add(y * width + x);
      if (ch === 'S') start = { x, y };
      if (ch === 'G') goal = { x, y };
    }),
  );
  return { grid: { width, height: rows.length, walls }, start, goal };
}
