import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SearchDialog } from '@/components/search/search-dialog';
import type { SearchResponse } from '@/lib/search/results';
import ja from '@/messages/ja.json';

// The texts come from the provider below (what components/i18n/on-demand-messages.tsx fetches is tested there).
jest.mock('@/components/i18n/on-demand-messages', () => ({ withOnDemandMessages: <P,>(component: P) => component }));

const response: SearchResponse = {
  query: 'quantum',
  total: 2,
  shown: 2,
  groups: [
    {
      section: 'products',
      items: [
        { id: '/products/quantum', href: '/ja/products/quantum', section: 'products', title: 'Quantum products', snippet: 'Orion-9.', terms: ['quantum'] },
        { id: '/demos/orion-9-qpu', href: '/ja/demos/orion-9-qpu', section: 'products', title: 'Orion-9 QPU demo', snippet: 'Calibration.', terms: ['quantum'] },
      ],
    },
  ],
};

jest.mock('@/components/search/use-site-search', () => ({ useSiteSearch: () => ({ status: 'done', response }) }));
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), getPathname: ({ href }: { href: string }) => href }));

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderJapanese(onClose = jest.fn()) {
  render(
    <NextIntlClientProvider locale="ja" messages={ja}>
      <SearchDialog onClose={onClose} />
    </NextIntlClientProvider>,
  );
  return { onClose, field: screen.getByRole('searchbox') };
}

// A Japanese or Chinese input method uses the arrows to pick a conversion candidate and Escape to
// cancel the conversion; the dialog took both keys (focus jumped to the first result mid-word, or
// the whole dialog closed).
describe('SearchDialog with an input method', () => {
  it('leaves the arrows to a composition, and moves into the results once it is committed', () => {
    const { field } = renderJapanese();
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown', isComposing: true });
    expect(field).toHaveFocus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Quantum products' })).toHaveFocus();
  });

  it('leaves Escape to a composition, and closes on Escape once it is committed', () => {
    const { field, onClose } = renderJapanese();
    field.focus();
    fireEvent.keyDown(field, { key: 'Escape', isComposing: true });
    // Safari: the Escape that ends a composition comes after compositionend, as key code 229.
    fireEvent.keyDown(field, { key: 'Escape', keyCode: 229 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
