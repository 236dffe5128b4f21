import { motionBootstrapScript } from '@/lib/motion';
import { themeBootstrapScript } from '@/lib/theme';
import { formatDuration } from '@/lib/format';

describe('motion bootstrap', () => {
  const cases: [stored: string | null, systemReduces: boolean, classes: string][] = [
    ['true', false, 'reduce-motion'],
    ['false', true, 'motion-ok'],
    [null, true, 'reduce-motion'],
    [null, false, ''],
  ];
  const run = (apply: () => void, stored: string | null, systemReduces: boolean) => {
    localStorage.clear();
    if (stored !== null) localStorage.setItem('reduce-motion', stored);
    document.documentElement.className = '';
    window.matchMedia = jest.fn().mockReturnValue({ matches: systemReduces }) as never;
    apply();
    return document.documentElement.className;
  };

  it.each(cases)('stored %p, system reduces %p: <html class="%s">', (stored, systemReduces, classes) => {
    expect(run(() => new Function(motionBootstrapScript)(), stored, systemReduces)).toBe(classes);
  });

  it('leaves <html> alone when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    document.documentElement.className = '';
    new Function(motionBootstrapScript)();
    expect(document.documentElement.className).toBe('');
    getItem.mockRestore();
  });
});

describe('formatDuration', () => {
  it('formats ISO durations', () => {
    expect(formatDuration('PT14M20S')).toBe('14:20');
    expect(formatDuration('PT1H2M3S')).toBe('1:02:03');
    expect(formatDuration('PT45S')).toBe('0:45');
  });
});

describe('theme bootstrap', () => {
  const cases: [stored: string | null, systemDark: boolean, theme: string][] = [
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    [null, false, 'light'],
    [null, true, 'dark'],
  ];

  it.each(cases)('stored %p, system dark %p: <html class="%s">', (stored, systemDark, theme) => {
    localStorage.clear();
    if (stored !== null) localStorage.setItem('theme', stored);
    document.documentElement.className = 'light dark';
    window.matchMedia = jest.fn().mockReturnValue({ matches: systemDark }) as never;
    new Function(themeBootstrapScript)();
    expect(document.documentElement.className).toBe(theme);
    expect(document.documentElement.style.colorScheme).toBe(theme);
  });
});
