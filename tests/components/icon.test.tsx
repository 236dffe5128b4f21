import { render } from '@testing-library/react';
import { Icon } from '@/components/ui/icon';
import { iconPaths, iconSprite, type IconName } from '@/lib/icons';

describe('icons', () => {
  it('draws an icon as a reference into the sprite, hidden from assistive technology', () => {
    const { container } = render(<Icon name="search" size={18} className="text-ink" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveClass('text-ink');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/^\/icons\.svg\?v=[^#]+#search$/);
    expect(svg?.querySelector('path')).toBeNull();
  });

  it('has one symbol in the sprite for every icon, with all its paths', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml');
    const names = Object.keys(iconPaths) as IconName[];
    expect(sprite.querySelectorAll('symbol')).toHaveLength(names.length + 1); // and the logo mark
    expect(sprite.getElementById('logo')?.getAttribute('viewBox')).toBe('0 0 32 32');
    for (const name of names) {
      const symbol = sprite.getElementById(name);
      expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24');
      expect([...(symbol?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d'))).toEqual([...iconPaths[name]]);
    }
  });
});
