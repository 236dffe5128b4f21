'use client';

import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { plan, type Cell } from '@/lib/demos/astar';
import { CheckboxField, DemoLayout, LiveResult, ResultStats, ResultsHeading, WordButton } from './kit';

const W = 24;
const H = 14;
const START: Cell = { x: 1, y: 7 };
const GOAL: Cell = { x: 22, y: 6 };
// A coastline and two shoals to start from.
const INITIAL = new Set<number>([
  ...Array.from({ length: 9 }, (_, i) => (i + 2) * W + 8),
  ...Array.from({ length: 8 }, (_, i) => i * W + 15),
  ...Array.from({ length: 4 }, (_, i) => (10 + i) * W + 15),
]);

/** PX Phantom: A* route planning on a chart grid with obstacles the visitor draws. */
export default function PxPhantomDemo() {
  const [walls, setWalls] = useState<Set<number>>(() => new Set(INITIAL));
  const [cursor, setCursor] = useState<Cell>({ x: 4, y: 4 });
  const [diagonal, setDiagonal] = useState(false);
  const painting = useRef<boolean | null>(null);
  const result = useMemo(() => plan({ width: W, height: H, walls }, START, GOAL, diagonal), [walls, diagonal]);
  const onPath = useMemo(() => new Set(result.path.map((c) => c.y * W + c.x)), [result]);
  const toggle = (i: number, value?: boolean) => {
    if (i === START.y * W + START.x || i === GOAL.y * W + GOAL.x) return;
    setWalls((old) => {
      const next = new Set(old);
      const wall = value ?? !old.has(i);
      if (wall) next.add(i);
      else next.delete(i);
      return next;
    });
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      setCursor((c) => ({ x: Math.min(W - 1, Math.max(0, c.x + m[0])), y: Math.min(H - 1, Math.max(0, c.y + m[1])) }));
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      toggle(cursor.y * W + cursor.x);
    }
  };
  const length = result.found ? (diagonal ? result.length.toFixed(2) : String(result.length)) : 'No route';
  const cursorWall = walls.has(cursor.y * W + cursor.x);
  const summary = result.found ? `Shortest route ${length} cells (${result.path.length - 1} moves), ${result.expanded} cells expanded.` : 'No route: the destination is cut off.';
  return (
    <DemoLayout
      controls={
        <>
          <p className="text-sm text-ink-2">Draw shoals and exclusion zones: click or drag on the chart, or focus it and use the arrow keys to move the cursor and Space to toggle an obstacle.</p>
          <CheckboxField label="Allow diagonal moves" checked={diagonal} onChange={setDiagonal} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setWalls(new Set())}>Clear obstacles</Button>
            <WordButton word="reset" onClick={() => { setWalls(new Set(INITIAL)); setDiagonal(false); }} />
          </div>
          <p className="text-sm text-ink-2" aria-live="off">Cursor: column {cursor.x + 1}, row {cursor.y + 1}, {cursorWall ? 'obstacle' : 'open water'}.</p>
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={[
        { label: diagonal ? 'Route length (cells, diagonal √2)' : 'Route length (cells)', value: length, testId: 'path-length' },
        { label: 'Cells expanded by A*', value: String(result.expanded), testId: 'expanded' },
        { label: 'Obstacles', value: String(walls.size), testId: 'walls' },
      ]} />
      <LiveResult message={summary} />
      <div
        role="application"
        aria-label={`Chart grid, ${W} by ${H} cells. Start at the left, destination at the right. Arrow keys move the cursor, Space toggles an obstacle. ${summary}`}
        tabIndex={0}
        data-testid="grid"
        onKeyDown={onKey}
        onPointerUp={() => (painting.current = null)}
        onPointerLeave={() => (painting.current = null)}
        className="group touch-none rounded-2xl border border-line bg-surface-2 p-2 focus-visible:outline-2"
      >
        <svg viewBox={`0 0 ${W * 10} ${H * 10}`} className="h-auto w-full select-none" aria-hidden="true">
          {Array.from({ length: W * H }, (_, i) => {
            const x = i % W, y = Math.floor(i / W);
            const wall = walls.has(i);
            const fill = wall ? 'var(--ink-2)' : onPath.has(i) ? 'var(--signal)' : 'var(--surface)';
            return (
              <rect key={i} x={x * 10 + 0.5} y={y * 10 + 0.5} width={9} height={9} rx={1.5} fill={fill} fillOpacity={onPath.has(i) && !wall ? 0.55 : 1}
                onPointerDown={(e) => {
                  e.preventDefault();
                  // A touch is captured by the cell it starts on, so a finger's drag would paint that
                  // one cell only: released, the cells under the finger get their pointerenter as a mouse's do.
                  if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
                  painting.current = !wall;
                  setCursor({ x, y });
                  toggle(i, !wall);
                }}
                onPointerEnter={() => { if (painting.current !== null) toggle(i, painting.current); }} />
            );
          })}
          <circle cx={START.x * 10 + 5} cy={START.y * 10 + 5} r={3.6} fill="var(--quantum)" />
          <rect x={GOAL.x * 10 + 1.5} y={GOAL.y * 10 + 1.5} width={7} height={7} fill="var(--ember)" />
          <rect x={cursor.x * 10} y={cursor.y * 10} width={10} height={10} fill="none" stroke="var(--focus)" strokeWidth={1.4} className="opacity-40 group-focus-visible:opacity-100" />
        </svg>
      </div>
      <ul className="flex flex-wrap gap-4 text-xs text-ink-2">
        <li className="flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-full bg-quantum" />Start</li>
        <li className="flex items-center gap-1.5"><span aria-hidden="true" className="size-3 bg-ember" />Destination</li>
        <li className="flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-sm bg-ink-2" />Obstacle</li>
        <li className="flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-sm bg-signal/55" />Planned route</li>
      </ul>
    </DemoLayout>
  );
}
