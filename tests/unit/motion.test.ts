import { resolveReducedMotion, motionBootstrapScript } from '@/lib/motion';
import { imageLoading } from '@/lib/images';
import { formatDuration } from '@/lib/format';

describe('resolveReducedMotion', () => {
  it('prefers the stored choice, else the system preference', () => {
    expect(resolveReducedMotion('true', false)).toBe(true);
    expect(resolveReducedMotion('false', true)).toBe(false);
    expect(resolveReducedMotion(null, true)).toBe(true);
    expect(resolveReducedMotion(null, false)).toBe(false);
  });

  it('bootstraps from the reduce-motion key before paint', () => {
    localStorage.setItem('reduce-motion', 'true');
    document.documentElement.className = '';
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
    new Function(motionBootstrapScript)();
    expect(document.documentElement.classList.contains('reduce-motion')).toBe(true);
    localStorage.clear();
  });
});

describe('imageLoading', () => {
  it('loads the first three images eagerly, the first with high priority', () => {
    expect(imageLoading(0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading(1)).toEqual({ loading: 'eager' });
    expect(imageLoading(2)).toEqual({ loading: 'eager' });
    expect(imageLoading(3)).toEqual({ loading: 'lazy' });
  });
});

describe('formatDuration', () => {
  it('formats ISO durations', () => {
    expect(formatDuration('PT14M20S')).toBe('14:20');
    expect(formatDuration('PT1H2M3S')).toBe('1:02:03');
    expect(formatDuration('PT45S')).toBe('0:45');
  });
});
