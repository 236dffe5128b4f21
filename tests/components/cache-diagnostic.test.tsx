import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { CacheDiagnostic } from '@/components/admin/cache-diagnostic';

beforeAll(() => {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate: async () => ({ usage: 1048.4 * 1024, quota: 4195352.4 * 1024 }) } });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('theme', 'dark');
  localStorage.setItem('tessellon_cookie_consent', '{"version":"1.0"}');
});

const renderDiagnostic = async () => {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <CacheDiagnostic />
    </NextIntlClientProvider>,
  );
  await screen.findByTestId('cache-report');
};

describe('CacheDiagnostic', () => {
  it('writes storage sizes in sensible units', async () => {
    await renderDiagnostic();
    expect(screen.getByTestId('storage-used')).toHaveTextContent('1.07 MB of 4.3 GB');
  });

  it('asks before clearing local storage; Cancel (or Escape) keeps it and returns focus', async () => {
    await renderDiagnostic();
    const clear = screen.getByRole('button', { name: 'Clear local storage' });
    fireEvent.click(clear);
    const question = screen.getByText(/^Clear local storage\? This deletes every key/);
    expect(screen.getByRole('group', { name: question.textContent! })).toBeInTheDocument();
    expect(document.activeElement).toBe(question);
    expect(localStorage.getItem('theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, clear local storage' })).toBeNull();
    expect(localStorage.length).toBe(2);
    expect(document.activeElement).toBe(clear);

    fireEvent.click(clear);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, clear local storage' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Yes, clear local storage' })).toBeNull();
    expect(localStorage.length).toBe(2);
  });

  it('clears local storage once confirmed', async () => {
    await renderDiagnostic();
    fireEvent.click(screen.getByRole('button', { name: 'Clear local storage' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, clear local storage' })));
    expect(localStorage.length).toBe(0);
    expect(await screen.findByText('Local storage cleared.')).toBeInTheDocument();
  });
});
