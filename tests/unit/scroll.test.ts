import { initialHeaderState, nextHeaderState } from '@/lib/scroll';

const run = (positions: number[], width: number) => positions.reduce((state, y) => nextHeaderState(state, y, width), initialHeaderState);

describe('header scroll behaviour', () => {
  it('becomes solid after 20px', () => {
    expect(run([20], 1280).solid).toBe(false);
    expect(run([21], 1280).solid).toBe(true);
  });

  it('hides when scrolling down past 25px on desktop and 50px on mobile', () => {
    expect(run([0, 24], 1280).hidden).toBe(false);
    expect(run([0, 40], 1280).hidden).toBe(true);
    expect(run([0, 40], 390).hidden).toBe(false);
    expect(run([0, 40, 80], 390).hidden).toBe(true);
  });

  it('hides on the first pixel past the threshold when scrolled slowly, not 10px later', () => {
    const slowly = (to: number) => Array.from({ length: to + 1 }, (_, y) => y);
    expect(run(slowly(25), 1280).hidden).toBe(false);
    expect(run(slowly(26), 1280).hidden).toBe(true);
    expect(run(slowly(50), 390).hidden).toBe(false);
    expect(run(slowly(51), 390).hidden).toBe(true);
    // Just past the threshold, jitter still does not flicker the bar.
    expect(run([...slowly(30), 27], 1280).hidden).toBe(true);
  });

  it('shows again when scrolling up by at least 10px, ignoring smaller jitter', () => {
    expect(run([0, 400, 395], 1280).hidden).toBe(true);
    expect(run([0, 400, 389], 1280).hidden).toBe(false);
  });

  it('always shows near the top', () => {
    expect(run([0, 400, 10], 1280).hidden).toBe(false);
  });
});
