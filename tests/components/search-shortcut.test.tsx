import { fireEvent, render, screen } from '@testing-library/react';
import { SearchShortcut } from '@/components/search/search-shortcut';

jest.mock('@/components/search/search-dialog', () => ({
  __esModule: true,
  SearchDialog: ({ onClose }: { onClose: () => void }) => (
    <div role="dialog" aria-label="Search dialog">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
}));

function renderWithLink() {
  return render(
    <>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- stands in for the header's server-rendered link */}
      <a href="/search" data-search-launcher="" data-testid="launcher">
        <svg aria-hidden="true" />
      </a>
      <SearchShortcut />
    </>,
  );
}

describe('SearchShortcut', () => {
  it('takes over the header link: marks it as opening a dialog, and a plain click opens the dialog instead of navigating', async () => {
    renderWithLink();
    const link = screen.getByTestId('launcher');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link).toHaveAttribute('data-search-ready');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.querySelector('svg')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Search dialog' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("handles the click before the link's own handler (next/link navigates unless the click is already handled)", async () => {
    const navigations: string[] = [];
    render(
      <>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- stands in for next/link's client navigation */}
        <a href="/search" data-search-launcher="" data-testid="launcher" onClick={(event) => { if (!event.defaultPrevented) navigations.push('/search'); }}>
          Search
        </a>
        <SearchShortcut />
      </>,
    );
    fireEvent.click(screen.getByTestId('launcher'));
    expect(await screen.findByRole('dialog', { name: 'Search dialog' })).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('leaves modified clicks to the browser (a new tab opens /search)', () => {
    renderWithLink();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByTestId('launcher').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on / and Ctrl+K, but not on / typed into a field', async () => {
    renderWithLink();
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    field.remove();
  });

  it('gives the link back when it unmounts', () => {
    const { unmount } = renderWithLink();
    const link = screen.getByTestId('launcher');
    unmount();
    expect(link).not.toHaveAttribute('aria-haspopup');
  });
});
