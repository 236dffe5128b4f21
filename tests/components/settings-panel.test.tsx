import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPanel from '@/components/forms/settings-panel';
import { renderThemed, stubMatchMedia } from '../support/themed';

jest.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/settings',
  useRouter: () => ({ replace: jest.fn() }),
}));

stubMatchMedia();

// On a phone the settings' controls sit at the start of their row, under the text (ps-14), so a
// panel hung from the trigger's end edge opened off the screen's start (x = -159 px at 390 px wide),
// and one hung from its start edge ran 9 px past the screen's end. It now starts at the row's text
// edge (-start-14) and is kept narrower than the room there; from 640 px the controls end the row
// and the panels hang from their end edge again.
describe('SettingsPanel', () => {
  it('names the three themes side by side, marks the current one, and applies a choice', async () => {
    renderThemed(<SettingsPanel />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('writes the motion setting\'s state beside its toggle, and names the cookie row\'s button by its row', async () => {
    renderThemed(<SettingsPanel />);
    expect(screen.getByTestId('motion-state')).toHaveTextContent('Off');
    await userEvent.click(screen.getByTestId('motion-toggle'));
    expect(screen.getByTestId('motion-state')).toHaveTextContent('On');
    const cookies = screen.getByTestId('open-cookie-preferences');
    expect(cookies).toHaveTextContent('Review or change');
    expect(cookies).toHaveAccessibleDescription('Cookie preferences');
    await act(async () => void document.documentElement.classList.remove('reduce-motion'));
  });

  it('opens the language dialog the same way', async () => {
    renderThemed(<SettingsPanel />);
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel loads on first use
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass('-start-14', 'max-w-[calc(100vw-5.5rem)]', 'sm:start-auto', 'sm:end-0');
    expect(dialog).not.toHaveClass('end-0');
  });
});
