import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { OfflineBanner } from '@/components/shell/offline-banner';
import userEvent from '@testing-library/user-event';
import { LanguagePicker } from '@/components/shell/language-picker';
import { ThemeMenu } from '@/components/shell/theme-menu';
import { RADIX_STACK, RadixToaster } from '@/components/shell/radix-toaster';
import { stackedOffset } from '@/components/shell/stacked-toaster';
import { renderThemed, stubMatchMedia } from '../support/themed';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => setOnline(true));

  it('pushes the header down through --offline-offset and stacks under the update banner', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <OfflineBanner />
      </NextIntlClientProvider>,
    );
    const root = document.documentElement;
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(root.style.getPropertyValue('--offline-offset')).toBe('');
    setOnline(false);
    const banner = screen.getByTestId('offline-banner');
    // Under the update banner when both show, never over it.
    expect(banner.className).toContain('top-[var(--banner-offset,0px)]');
    expect(root.style.getPropertyValue('--offline-offset')).toMatch(/^\d+px$/);
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(root.style.getPropertyValue('--offline-offset')).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// The language picker and theme menu (QA defects 2, 7, 8, 9, 10)
// ---------------------------------------------------------------------------------------------

jest.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/about',
  useRouter: () => ({ replace: jest.fn() }),
}));

stubMatchMedia();

describe('LanguagePicker in the mobile menu bar', () => {
  it("anchors to the bar, never wider than it, not to the trigger's edge", async () => {
    renderThemed(<LanguagePicker align="bar" />);
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel is its own chunk, loaded on first use
    const panel = screen.getByRole('dialog');
    // Not positioned from the trigger (wrapper is static): from the bar's start edge, above it.
    expect(panel.parentElement?.className).not.toContain('relative');
    expect(panel.className).toContain('start-3');
    expect(panel.className).toContain('bottom-full');
    // 320 px, never wider than the screen (jsdom's CSS parser mangles min(); browsers do not).
    expect(panel.getAttribute('style')).toMatch(/width: min\(320px.*100vw - 2rem/);
  });

  it('keeps the popover behaviour elsewhere (under the trigger, 320 px)', async () => {
    renderThemed(<LanguagePicker />);
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel is its own chunk, loaded on first use
    const panel = screen.getByRole('dialog');
    expect(panel.parentElement?.className).toContain('relative');
    // 320 px, never wider than the viewport (jsdom's CSS parser mangles min(); browsers do not).
    expect(panel.getAttribute('style')).toMatch(/width: min\(320px.*100vw - 2rem/);
  });
});

describe('Escape in a popover', () => {
  it('is consumed by the popover (default prevented), so an enclosing modal dialog stays open', async () => {
    renderThemed(<LanguagePicker />);
    const trigger = screen.getByTestId('language-trigger');
    await userEvent.click(trigger);
    await screen.findByRole('searchbox');
    let notCancelled = true;
    act(() => {
      notCancelled = fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    });
    expect(notCancelled).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('does the same in the theme menu', async () => {
    renderThemed(<ThemeMenu />);
    const trigger = screen.getByTestId('theme-trigger');
    await userEvent.click(trigger);
    let notCancelled = true;
    act(() => {
      notCancelled = fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    });
    expect(notCancelled).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});

describe('Tab out of a popover', () => {
  it('closes the theme menu when focus moves past it, as the menu pattern has it', async () => {
    renderThemed(
      <>
        <ThemeMenu />
        <button type="button">After</button>
      </>,
    );
    await userEvent.click(screen.getByTestId('theme-trigger'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    // Moving among its items keeps it open; focus anywhere else closes it.
    act(() => screen.getAllByRole('menuitemradio')[1]?.focus());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Language picker in Arabic', () => {
  it('aligns the English subtitles with the native names (right in RTL)', async () => {
    renderThemed(<LanguagePicker />, 'ar');
    await userEvent.click(screen.getByTestId('language-trigger'));
    await screen.findByRole('searchbox'); // the panel is its own chunk, loaded on first use
    const subtitle = screen.getByText('Chinese (Simplified)');
    expect(subtitle).toHaveAttribute('dir', 'ltr');
    expect(subtitle.className).toContain('rtl:text-right');
  });
});

describe('Theme menu', () => {
  it('sizes to its longest label and never wraps one (Arabic "حسب النظام")', async () => {
    renderThemed(<ThemeMenu />, 'ar');
    await userEvent.click(screen.getByTestId('theme-trigger'));
    const menu = screen.getByRole('menu');
    expect(menu.className).toContain('w-max');
    expect(menu.className).not.toMatch(/(^|\s)w-44(\s|$)/);
  });
});

describe('Language button name', () => {
  it('starts with the visible code (label in name)', () => {
    renderThemed(<LanguagePicker />);
    const trigger = screen.getByTestId('language-trigger');
    expect(trigger).toHaveTextContent('en');
    expect(trigger.getAttribute('aria-label')).toMatch(/^EN, Change language, current: English$/);
  });
});

describe('The two toasters (QA defect 6)', () => {
  it('gives sonner a per-side offset at every width, 1rem from the edges, above the Radix stack and the cookie banner', () => {
    // A number would apply to every side (144 px from the end edge) and is ignored below 600 px.
    expect(typeof stackedOffset).toBe('object');
    expect(stackedOffset.right).toBe('1rem');
    expect(stackedOffset.left).toBe('1rem');
    expect(stackedOffset.bottom).toBe('min(calc(9rem + var(--radix-toasts, 0px) + var(--consent-banner-height, 0px)), calc(100dvh - 6rem))');
  });

  it('has the Radix toaster publish its stack height for sonner, and clear it when gone', () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="en" messages={en}>
        <RadixToaster toasts={[{ id: '1', title: 'New Version Available', open: true, variant: 'default' }]} />
      </NextIntlClientProvider>,
    );
    expect(document.documentElement.style.getPropertyValue(RADIX_STACK)).toMatch(/^\d+px$/);
    // Lifted above the cookie banner like the floating buttons (the banner covered a phone's lower half).
    expect(screen.getByTestId('toast-viewport')).toHaveClass('[transform:var(--float-lift)]');
    unmount();
    expect(document.documentElement.style.getPropertyValue(RADIX_STACK)).toBe('');
  });
});
