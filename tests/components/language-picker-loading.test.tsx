import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { LanguagePicker } from '@/components/shell/language-picker';

jest.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/about', useRouter: () => ({ replace: jest.fn() }) }));

// Its own file: the panel's chunk, once loaded, stays loaded for every later render in a module registry.
describe('LanguagePicker before its panel is loaded', () => {
  it('shows a busy dialog at once, and the trigger never names an element that is not there', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <LanguagePicker />
      </NextIntlClientProvider>,
    );
    const trigger = screen.getByTestId('language-trigger');
    expect(trigger).not.toHaveAttribute('aria-controls');
    act(() => {
      fireEvent.click(trigger);
    });
    // The chunk is still in flight: the box is there, named and busy.
    const busy = screen.getByRole('dialog', { name: 'Language' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)).toBe(busy);

    const search = await screen.findByRole('searchbox');
    const panel = screen.getByRole('dialog', { name: 'Language' });
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)).toBe(panel);
    expect(search).toHaveFocus();
  });
});
