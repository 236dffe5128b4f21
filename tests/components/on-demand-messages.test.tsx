import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { withOnDemandMessages } from '@/components/i18n/on-demand-messages';
import type { Locale } from '@/lib/i18n/locales';

function Panel() {
  const search = useTranslations('Search');
  const nav = useTranslations('Nav');
  return (
    <p>
      {search('label')} · {nav('home')}
    </p>
  );
}
const WrappedPanel = withOnDemandMessages(Panel);

// jsdom has no Response: what the component reads of one.
type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const answer = (status: number, body: unknown): Answer => ({ ok: status < 300, status, json: async () => body });
const fetchMock = jest.fn<Promise<Answer>, [string]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderIn(locale: Locale) {
  return render(
    <NextIntlClientProvider locale={locale} messages={{ Nav: { home: `home (${locale})` } }}>
      <WrappedPanel />
    </NextIntlClientProvider>,
  );
}

describe('withOnDemandMessages', () => {
  it("renders nothing until the language's on-demand texts are in, then reads them alone (they carry the page's texts it needs)", async () => {
    fetchMock.mockResolvedValue(answer(200, { Search: { label: 'Suche' }, Nav: { home: 'Startseite' } }));
    const { container, unmount } = renderIn('de');
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Suche · Startseite')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/messages/de');
    unmount();
    // Asked once per page load: the next part renders at once.
    renderIn('de');
    expect(screen.getByText('Suche · Startseite')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when they cannot be had, and asks again when the part mounts again', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, 'Not found'));
    const first = renderIn('fr');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    fetchMock.mockResolvedValueOnce(answer(200, { Search: { label: 'Rechercher' }, Nav: { home: 'Accueil' } }));
    renderIn('fr');
    expect(await screen.findByText('Rechercher · Accueil')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
