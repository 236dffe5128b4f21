import { showAccessDenied } from '@/lib/toast/access-denied';
import { getToasts } from '@/lib/toast/store';

describe('Access Denied toast', () => {
  it('shows the destructive toast for the denied signal and removes the signal from the address', () => {
    window.history.pushState({}, '', '/es?denied=1&x=2#top');
    const entries = window.history.length;
    showAccessDenied('Access Denied', 'You need administrator privileges to access this page.');
    // Replaced, not pushed: Back must not lead to the signal again.
    expect(window.history.length).toBe(entries);
    expect(getToasts()[0]).toMatchObject({ variant: 'destructive', title: 'Access Denied', description: 'You need administrator privileges to access this page.', open: true });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/es?x=2#top');
  });

  it('does nothing without the signal', () => {
    window.history.pushState({}, '', '/?denied=0');
    // The store shows one toast at a time, so a new one would replace the last rather than add to it: compare the toast itself.
    const before = getToasts();
    showAccessDenied('Access Denied', 'x');
    expect(getToasts()).toEqual(before);
    expect(getToasts().some((toast) => toast.description === 'x')).toBe(false);
  });
});
