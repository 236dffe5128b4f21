import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionToggle } from '@/components/shell/motion-toggle';
import { ThemeMenu } from '@/components/shell/theme-menu';
import { renderThemed, stubMatchMedia } from '../support/themed';

stubMatchMedia();

describe('ThemeMenu', () => {
  it('offers Light, Dark and System, stores the choice under "theme" and applies the class', async () => {
    renderThemed(<ThemeMenu />);
    await userEvent.click(screen.getByTestId('theme-trigger'));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByTestId('theme-trigger')).toHaveFocus();
  });
});

describe('MotionToggle', () => {
  it('adds the reduce-motion class and stores both keys', async () => {
    document.documentElement.className = '';
    renderThemed(<MotionToggle />);
    const toggle = screen.getByTestId('motion-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('reduce-motion');
    expect(localStorage.getItem('reduce-motion')).toBe('true');
    expect(localStorage.getItem('tessellon-reduce-animations')).toBe('true');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('reduce-motion');
    expect(localStorage.getItem('reduce-motion')).toBe('false');
  });
});
