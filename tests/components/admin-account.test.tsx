import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { AdminAccountBar } from '@/components/admin/account-bar';
import { AdminGuard } from '@/components/admin/admin-guard';

type Listener = (event: string) => void;
const listeners = new Set<Listener>();
const auth = {
  getClaims: async () => ({ data: { claims: { sub: 'admin-id' } }, error: null }),
  getSession: async () => ({ data: { session: { user: { id: 'admin-id', email: 'admin@tessellon.test' } } }, error: null }),
  onAuthStateChange: (listener: Listener) => {
    listeners.add(listener);
    return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
  },
  // As supabase-js does with scope 'local': the session goes (SIGNED_OUT) before the service is told.
  signOut: jest.fn(async () => {
    for (const listener of listeners) listener('SIGNED_OUT');
    return { error: null };
  }),
};

jest.mock('@/lib/supabase/client', () => ({
  browserSupabase: () => ({ auth, rpc: () => ({ abortSignal: async () => ({ data: true, error: null }) }) }),
}));

async function renderAdminPage(localePrefix: string | null = null) {
  const guardLeave = jest.fn();
  const barLeave = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AdminGuard localePrefix={localePrefix} leave={guardLeave}>
        <AdminAccountBar localePrefix={localePrefix} leave={barLeave} />
        <h1>Inbox</h1>
      </AdminGuard>
    </NextIntlClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Inbox' });
  return { guardLeave, barLeave };
}

beforeEach(() => {
  listeners.clear();
  auth.signOut.mockClear();
});

describe('the account bar of the admin pages', () => {
  it('shows who is signed in', async () => {
    await renderAdminPage();
    expect(await screen.findByText('admin@tessellon.test')).toBeInTheDocument();
    expect(screen.getByTestId('admin-account')).toHaveTextContent('Signed in as admin@tessellon.test');
  });

  it('signs out on this device and opens the sign-in page, without the Access Denied detour', async () => {
    const { guardLeave, barLeave } = await renderAdminPage('es');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(barLeave).toHaveBeenCalledWith('/es/auth');
    expect(guardLeave).not.toHaveBeenCalled();
  });

  it('leaves a sign-out from elsewhere (another tab, expiry) to the guard, which denies', async () => {
    const { guardLeave, barLeave } = await renderAdminPage();
    act(() => {
      for (const listener of listeners) listener('SIGNED_OUT');
    });
    expect(guardLeave).toHaveBeenCalledWith('/?denied=1');
    expect(barLeave).not.toHaveBeenCalled();
  });
});
