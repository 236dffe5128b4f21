import { act, render, screen } from '@testing-library/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { browserOnly } from '@/components/ui/browser-only';

jest.mock('@/lib/lazy', () => {
  const actual = jest.requireActual<typeof import('@/lib/lazy')>('@/lib/lazy');
  // One attempt: these tests are about rendering, not the retries (tested in tests/unit/lazy.test.ts).
  return { ...actual, loadComponentModule: (loader: () => Promise<{ default: unknown }>) => actual.loadComponentModule(loader, { retries: 0 }) };
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

function Loaded({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** Real timers: how long the loaded component takes to replace the fallback after its chunk is in. */
async function shownAfter(element: ReactNode, text: string) {
  const start = performance.now();
  render(element);
  await screen.findByText(text, undefined, { timeout: 2000, interval: 5 });
  return performance.now() - start;
}

describe('browserOnly', () => {
  it('shows the fallback first, then the loaded component with its props', async () => {
    let resolve: (module: { default: typeof Loaded }) => void = () => {};
    const Part = browserOnly(() => new Promise<{ default: typeof Loaded }>((done) => (resolve = done)));
    render(<Part text="the form" fallback={<p>placeholder</p>} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => resolve({ default: Loaded }));
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  // React's `lazy` under Suspense holds the content up to 300 ms after its fallback showed; the
  // forms sat behind their placeholder that long however fast their chunk came.
  it('replaces the fallback as soon as the chunk is in, without the 300 ms Suspense throttle', async () => {
    const Part = browserOnly(() => Promise.resolve({ default: Loaded }));
    expect(await shownAfter(<Part text="fast" fallback={<p>placeholder</p>} />, 'fast')).toBeLessThan(150);
  });

  it('(the throttle it avoids: the same chunk through lazy and Suspense)', async () => {
    const Lazy = lazy(() => Promise.resolve({ default: Loaded }));
    const took = await shownAfter(
      <Suspense fallback={<p>placeholder</p>}>
        <Lazy text="slow" />
      </Suspense>,
      'slow',
    );
    expect(took).toBeGreaterThanOrEqual(250);
  });

  it('renders at once, with no fallback frame, when preload() fetched the chunk before', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: Loaded }));
    const Part = browserOnly(loader);
    Part.preload();
    Part.preload();
    await act(async () => {});
    render(<Part text="ready" fallback={<p>placeholder</p>} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('sends a chunk that cannot be had to the nearest error boundary', async () => {
    const Part = browserOnly((): Promise<{ default: typeof Loaded }> => Promise.reject(new Error('ChunkLoadError')));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Part text="never" fallback={<p>placeholder</p>} />
      </Boundary>,
    );
    expect(await screen.findByText('caught: ChunkLoadError')).toBeInTheDocument();
    spy.mockRestore();
  });

  it("raises spec 8's 'Invalid component' for a module with no default export, instead of waiting forever", async () => {
    const Part = browserOnly(() => Promise.resolve({ Loaded } as unknown as { default: typeof Loaded }));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Part text="never" fallback={<p>placeholder</p>} />
      </Boundary>,
    );
    expect(await screen.findByText('caught: Invalid component')).toBeInTheDocument();
    spy.mockRestore();
  });
});
