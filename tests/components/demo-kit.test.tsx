import { render, screen, within } from '@testing-library/react';
import { LineChart, ResultTable } from '@/components/demos/kit';
import { paddedDomain, scale, type Axis } from '@/lib/demos/chart';
import { seededRandom } from '@/lib/demos/random';

// At 390 px the demos' result tables were cut off at the box's edge with nothing to say they
// scroll ("Worst !"), and their headings sat at the start over figures at the end.
describe('ResultTable', () => {
  const columns = ['Measure', 'Median', 'Worst 5%'];
  const rows = [
    ['Single-qubit gate error', '0.021%', '0.048%'],
    ['Readout error', '0.9%', '2.1%'],
  ];

  it('scrolls in a table block\'s box: a named region whose end edge fades, over a relative frame', () => {
    render(<ResultTable caption="Calibration summary" columns={columns} rows={rows} testId="summary" />);
    const region = screen.getByRole('region', { name: 'Calibration summary' });
    expect(region).toHaveClass('table-scroll', 'overflow-x-auto');
    // The fade is the region's ::after, placed against this wrapper.
    expect(region.parentElement).toHaveClass('relative');
    const table = within(region).getByRole('table', { name: 'Calibration summary' });
    expect(table).toHaveAttribute('data-testid', 'summary');
  });

  it('aligns each heading with its column\'s cells, wraps the names and never the numbers', () => {
    render(<ResultTable caption="Calibration summary" columns={columns} rows={rows} />);
    const headings = screen.getAllByRole('columnheader');
    expect(headings).toHaveLength(3);
    const align = (element: HTMLElement) => ['text-start', 'text-end'].filter((name) => element.classList.contains(name));
    for (const row of screen.getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      cells.forEach((cell, index) => {
        expect(align(cell)).toHaveLength(1);
        expect(align(headings[index]!)).toEqual(align(cell));
      });
      expect(cells[0]).not.toHaveClass('whitespace-nowrap');
      for (const number of cells.slice(1)) expect(number).toHaveClass('whitespace-nowrap', 'text-end');
    }
    for (const heading of headings) expect(heading).toHaveAttribute('scope', 'col');
  });
});

describe('paddedDomain', () => {
  // The ticks scale() draws for the answer: the first and the last are the domain's ends, and there
  // are no more intervals than asked for (on a phone's x axis, labels that fit).
  const drawnTicks = (axis: Axis, count: number) => {
    const { domain } = axis;
    const drawn = scale(domain, [0, 100], axis).ticks;
    const step = (drawn[1] ?? 0) - (drawn[0] ?? 0);
    expect(Math.abs((drawn[0] ?? NaN) - domain[0])).toBeLessThanOrEqual(step * 1e-9);
    expect(Math.abs((drawn.at(-1) ?? NaN) - domain[1])).toBeLessThanOrEqual(step * 1e-9);
    expect(drawn.length - 1).toBeLessThanOrEqual(count);
    expect(drawn.length - 1).toBeGreaterThanOrEqual(count / 2);
    return drawn;
  };

  it('holds every point strictly inside, by at least 5% of the range, and ends on drawn ticks', () => {
    const random = seededRandom(7);
    const misses: unknown[] = [];
    for (let trial = 0; trial < 600; trial++) {
      const magnitude = 10 ** Math.floor(random() * 8 - 4);
      const offset = (random() - 0.5) * 20 * magnitude;
      const values = Array.from({ length: 2 + Math.floor(random() * 30) }, () => offset + random() * magnitude);
      const count = [4, 5, 6][trial % 3]!;
      const axis = paddedDomain(values, count);
      const [min, max] = [Math.min(...values), Math.max(...values)];
      const pad = (max - min) * 0.05;
      // Zero is the floor (or ceiling) of data that do not cross it.
      const padded = axis.domain[0] <= (min >= 0 ? Math.max(0, min - pad) : min - pad) && axis.domain[1] >= (max <= 0 ? Math.min(0, max + pad) : max + pad);
      const inside = values.every((value) => value > axis.domain[0] && value < axis.domain[1]);
      const drawn = scale(axis.domain, [0, 100], axis).ticks;
      const step = (drawn[1] ?? 0) - (drawn[0] ?? 0);
      const onTicks = Math.abs((drawn[0] ?? NaN) - axis.domain[0]) <= step * 1e-9 && Math.abs((drawn.at(-1) ?? NaN) - axis.domain[1]) <= step * 1e-9;
      const intervals = drawn.length - 1 <= count && drawn.length - 1 >= count / 2;
      if (!(padded && inside && onTicks && intervals)) misses.push({ values, count, axis, drawn });
    }
    expect(misses).toEqual([]);
  });

  it('rounds out to the next tick, past it when the last point is too close', () => {
    expect(paddedDomain([1.2, 5, 9.4], 5)).toEqual({ domain: [0, 10], ticks: 5, step: 2 });
    expect(drawnTicks(paddedDomain([1.2, 5, 9.4], 5), 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(paddedDomain([1.2, 5, 9.8], 5).domain).toEqual([0, 12.5]);
    expect(paddedDomain([-3.2, 0.4, 2.9, 6.1], 6).domain).toEqual([-4, 8]);
  });

  it('gives equal values a range around them', () => {
    for (const value of [0, 3, -2.5, 1e-6, 1200]) {
      const axis = paddedDomain([value, value, value], 5);
      expect(axis.domain[1]).toBeGreaterThan(axis.domain[0]);
      expect(value).toBeGreaterThanOrEqual(axis.domain[0]);
      expect(value).toBeLessThan(axis.domain[1]);
      drawnTicks(axis, 5);
    }
    expect(paddedDomain([3, 3], 5).domain[0]).toBeLessThan(3);
  });

  it('does not push data that stay on one side of zero across it', () => {
    expect(paddedDomain([0.3, 4, 10], 5).domain[0]).toBe(0);
    expect(paddedDomain([0, 4, 10], 5).domain[0]).toBe(0);
    expect(paddedDomain([-10, -4, -0.3], 5).domain[1]).toBe(0);
    expect(paddedDomain([-1, 4], 5).domain[0]).toBeLessThan(-1);
  });

  it('leaves an empty chart its [0, 1]', () => {
    expect(paddedDomain([], 5)).toEqual({ domain: [0, 1], ticks: 5 });
    expect(paddedDomain([Number.NaN], 4)).toEqual({ domain: [0, 1], ticks: 4 });
  });
});

// On /demos/lucy a point at the top sat above the last gridline, one on the right edge of the frame
// and the leftmost over the y axis.
describe('LineChart domains', () => {
  // The frame at the unmeasured width of 640: x from 58 to 624, y from 276 (bottom) to 14 (top).
  const frame = { left: 58, right: 624, top: 14, bottom: 276 };
  const points = [[-3.2, 0.12], [0.4, 0.55], [2.9, 0.93], [6.1, 0.71]] as const;

  it('draws a scatter\'s points inside the frame, which ends on labelled gridlines', () => {
    const { container } = render(<LineChart title="Predicted against measured" xLabel="Measured" yLabel="Predicted" series={[{ label: 'Variants', points, scatter: true }]} />);
    const circles = [...container.querySelectorAll('circle')];
    expect(circles).toHaveLength(points.length);
    for (const circle of circles) {
      const [cx, cy] = [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))];
      expect(cx).toBeGreaterThan(frame.left);
      expect(cx).toBeLessThan(frame.right);
      expect(cy).toBeGreaterThan(frame.top);
      expect(cy).toBeLessThan(frame.bottom);
    }
    const gridlines = [...container.querySelectorAll('line[stroke="var(--line)"]')].map((line) => Number(line.getAttribute('y1')));
    expect(Math.min(...gridlines)).toBeCloseTo(frame.top);
    expect(Math.max(...gridlines)).toBeCloseTo(frame.bottom);
  });

  it('keeps a domain the demo passes', () => {
    const { container } = render(<LineChart title="Power" xLabel="n" yLabel="Power" xDomain={[-3.2, 6.1]} yDomain={[0, 1]} series={[{ label: 'Power', points: [[-3.2, 1], [6.1, 0]], markers: true }]} />);
    const [first, last] = [...container.querySelectorAll('circle')].map((circle) => [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))]);
    expect(first).toEqual([frame.left, frame.top]);
    expect(last).toEqual([frame.right, frame.bottom]);
  });
});
