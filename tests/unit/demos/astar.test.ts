import { parseGrid, plan } from '@/lib/demos/astar';

describe('A* path planner', () => {
  it('open grid: Manhattan distance with 4 neighbours, octile with 8', () => {
    const { grid, start, goal } = parseGrid(['S....', '.....', '.....', '....G']);
    expect(plan(grid, start, goal).length).toBe(7);
    expect(plan(grid, start, goal, true).length).toBeCloseTo(3 * Math.SQRT2 + 1, 12);
  });
  it('a wall with one gap forces a detour of known length', () => {
    const { grid, start, goal } = parseGrid([
      'S...#....',
      '....#....',
      '....#....',
      '.........',
      '....#...G',
    ]);
    const r = plan(grid, start, goal);
    expect(r.found).toBe(true);
    expect(r.length).toBe(12);
    expect(r.path).toHaveLength(13);
    expect(r.path[0]).toEqual({ x: 0, y: 0 });
    expect(r.path.at(-1)).toEqual({ x: 8, y: 4 });
  });
  it('a pocket: the only way in has length 6', () => {
    const { grid, start, goal } = parseGrid([
      '......',
      '.####.',
      '.#G.#.',
      '.##.#.',
      'S...#.',
    ]);
    // Along the bottom to (3,4), up the opening to (3,2), left to the goal: 3 + 2 + 1 steps.
    const r = plan(grid, start, goal);
    expect(r.length).toBe(6);
  });
  it('no path when the goal is walled in', () => {
    const { grid, start, goal } = parseGrid(['S.#.', '..#G', '..#.']);
    expect(plan(grid, start, goal).found).toBe(false);
  });
  it('diagonal moves do not cut corners between two walls', () => {
    const { grid, start, goal } = parseGrid(['S#', '#G']);
    expect(plan(grid, start, goal, true).found).toBe(false);
  });
});
