import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { AdminGuard } from '@/components/admin/admin-guard';

type Answer = { claims: { sub: string } | null; role: { data: unknown; error: { message: string } | null } };
let answer: Answer;
let resolveClaims: (() => void) | null = null;

jest.mock('@/lib/supabase/client', () => ({
  browserSupabase: () => ({
    auth: {
      getClaims: () =>
        new Promise((resolve) => {
          resolveClaims = () => resolve({ data: answer.claims ? { claims: answer.claims } : null, error: null });
        }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    },
    rpc: () => ({ abortSignal: async () => answer.role }),
  }),
}));

const renderGuard = (leave: (to: string) => void, localePrefix: string | null = null) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AdminGuard localePrefix={localePrefix} leave={leave}>
        <h1>Inbox</h1>
      </AdminGuard>
    </NextIntlClientProvider>,
  );

describe('AdminGuard (client-side check)', () => {
  it('shows the full-page loading screen (pulsing logo, alt text Loading) while it checks, then the page for an administrator', async () => {
    answer = { claims: { sub: 'admin-id' }, role: { data: true, error: null } };
    const leave = jest.fn();
    renderGuard(leave);
    const logo = screen.getByAltText('Loading');
    expect(logo).toHaveClass('animate-pulse');
    expect(screen.queryByRole('heading', { name: 'Inbox' })).toBeNull();
    await act(async () => resolveClaims?.());
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    ['no session', { claims: null, role: { data: true, error: null } }],
    ['role false', { claims: { sub: 'member-id' }, role: { data: false, error: null } }],
    ['role check failed', { claims: { sub: 'member-id' }, role: { data: null, error: { message: 'boom' } } }],
  ])('sends the visitor home with the denied signal: %s', async (_name, given) => {
    answer = given;
    const leave = jest.fn();
    renderGuard(leave, 'es');
    await act(async () => resolveClaims?.());
    expect(leave).toHaveBeenCalledWith('/es?denied=1');
    expect(screen.queryByRole('heading', { name: 'Inbox' })).toBeNull();
  });
});
