import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '@/components/ui/use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return <div data-testid="probe" data-ready={hydrated || undefined}>{hydrated ? 'live' : 'server'}</div>;
}

describe('useHydrated (the data-ready mark of server-rendered islands)', () => {
  it('is false in the server HTML, so the mark is absent until the island is live', () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('server');
    expect(html).not.toContain('data-ready');
  });

  it('is true once rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveAttribute('data-ready');
    expect(screen.getByTestId('probe')).toHaveTextContent('live');
  });
});
