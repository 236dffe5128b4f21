import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { DemoMount } from '@/components/demos/demo-mount';
import { demoRegistry } from '@/lib/demos/registry';

jest.mock('@/components/demos/dispatch', () => ({ __esModule: true, default: () => <p>Dispatch demo body</p> }));
// Every import() of the handshake demo's chunk fails; each attempt is counted (a factory that throws
// is not cached, so jest runs it again on the next import).
let mockHandshakeLoads = 0;
jest.mock('@/components/demos/hybrid-handshake', () => {
  mockHandshakeLoads += 1;
  throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/handshake.js'), { name: 'ChunkLoadError' });
});

jest.setTimeout(15_000);

describe('DemoMount', () => {
  it('reserves the registered height, shows a placeholder, then the demo from its own chunk', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <DemoMount demo="dispatch" title="Solar and battery dispatch simulator" height={demoRegistry.dispatch.height} />
      </NextIntlClientProvider>,
    );
    const region = screen.getByRole('region', { name: 'Solar and battery dispatch simulator' });
    expect(region.style.getPropertyValue('--demo-h')).toBe(`${demoRegistry.dispatch.height.mobile}rem`);
    expect(region.style.getPropertyValue('--demo-h-md')).toBe(`${demoRegistry.dispatch.height.desktop}rem`);
    expect(region.className).toContain('min-h-(--demo-h)');
    expect(screen.getByText('Loading the interactive demo…')).toBeInTheDocument();
    expect(await screen.findByText('Dispatch demo body')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-demo-state', 'ready');
    // Once the demo is there, its own height counts: the reservation is let go.
    expect(region.className).not.toContain('min-h-(--demo-h)');
  });

  it('tries the chunk three more times, then shows a translated error with a retry button', async () => {
    render(
      <NextIntlClientProvider locale="de" messages={de}>
        <DemoMount demo="hybrid-handshake" title="Hybrid handshake demo" height={demoRegistry['hybrid-handshake'].height} />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The spec's backoff: 300 + 540 + 972 ms before giving up.
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Die interaktive Demo konnte nicht geladen werden.');
    // The first load and three more: the error is shown only after the fourth failure.
    expect(mockHandshakeLoads).toBe(4);
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(retry).toHaveAttribute('lang', 'de');
    await userEvent.click(retry);
    // Retrying shows the placeholder again, then (the chunk still failing) the error.
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Die interaktive Demo konnte nicht geladen werden.');
    expect(screen.getByRole('region', { name: 'Hybrid handshake demo' })).toHaveAttribute('data-demo-state', 'error');
    // The retry button starts a fresh round of four attempts.
    expect(mockHandshakeLoads).toBe(8);
  });
});
