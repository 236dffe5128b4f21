import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { LanguagePicker } from '@/components/shell/language-picker';

const replace = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/about',
  useRouter: () => ({ replace }),
}));

function renderPicker() {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <LanguagePicker />
    </NextIntlClientProvider>,
  );
}

describe('LanguagePicker', () => {
  beforeEach(() => {
    replace.mockClear();
    localStorage.clear();
    document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
  });

  it('lists 14 languages with flag, name and native name, and focuses the search', async () => {
    renderPicker();
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel is its own chunk, loaded on first use
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.getByTestId('language-count')).toHaveTextContent('14 of 14 languages');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('button')).toHaveLength(14);
    expect(within(dialog).getByText('Deutsch')).toBeInTheDocument();
    expect(within(dialog).getByText('German')).toBeInTheDocument();
  });

  it('filters by name, native name or code and reports an empty result', async () => {
    renderPicker();
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel is its own chunk, loaded on first use
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'ESPA');
    expect(screen.getByTestId('language-count')).toHaveTextContent('1 of 14 languages');
    await userEvent.clear(search);
    await userEvent.type(search, 'zh-tw');
    expect(screen.getByText('繁體中文')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'qqq');
    expect(screen.getByText('No languages found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    expect(screen.getByTestId('language-count')).toHaveTextContent('0 of 14 languages');
  });

  // Typing 日本 with an input method, Enter commits the word: it chose the first match at once.
  it("leaves an input method's Enter, arrows and Escape to the composition", async () => {
    renderPicker();
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel is its own chunk, loaded on first use
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: '日' } });
    fireEvent.keyDown(search, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(search, { key: 'ArrowDown', isComposing: true });
    fireEvent.keyDown(search, { key: 'Escape', isComposing: true });
    // Safari: the Enter that ends a composition comes after compositionend, as key code 229.
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 229 });
    expect(replace).not.toHaveBeenCalled();
    expect(search).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('stores the choice, sets lang and dir, emits languageChanged and opens the same page', async () => {
    const events: string[] = [];
    window.addEventListener('languageChanged', (event) => events.push((event as CustomEvent).detail.language));
    renderPicker();
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel is its own chunk, loaded on first use
    await userEvent.click(screen.getByText('العربية'));
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('NEXT_LOCALE=ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(events).toEqual(['ar']);
    expect(replace).toHaveBeenCalledWith('/about', expect.objectContaining({ locale: 'ar' }));
  });

  it('works from the keyboard: arrows move through the list, Escape closes and restores focus', async () => {
    renderPicker();
    const trigger = screen.getByTestId('language-trigger');
    await userEvent.click(trigger);
    await screen.findByRole('searchbox');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.querySelector('[data-language-option="en"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('简体中文').closest('button')).toHaveFocus();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
