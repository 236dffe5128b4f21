'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Component, useCallback, useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { DemoHeight, DemoId } from '@/lib/demos/registry';
import { uiLangProps } from './ui-lang';
import { loadComponentModule } from '@/lib/lazy';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';

type DemoModule = { default: ComponentType };

/**
 * One loader per demo: each `import()` is its own chunk, fetched only when a page embeds that
 * demo, so no demo's code is part of any page's first load. Add one line per new demo.
 */
const loaders: Record<DemoId, () => Promise<DemoModule>> = {
  'dispatch': () => import('./dispatch'),
  'hybrid-handshake': () => import('./hybrid-handshake'),
  'surface-code': () => import('./surface-code'),
  'pulsar-navigation': () => import('./pulsar-navigation'),
  'design-loop': () => import('./design-loop'),
  'mars-hero': () => import('./mars-hero'),
  'header-image': () => import('./header-image'),
  'orion-9-qpu': () => import('./orion-9-qpu'),
  'athena-clinical': () => import('./athena-clinical'),
  'genovax': () => import('./genovax'),
  'px-phantom': () => import('./px-phantom'),
  'heraos': () => import('./heraos'),
  'aetherion': () => import('./aetherion'),
  'echonet': () => import('./echonet'),
  'lucy': () => import('./lucy'),
  'phantom': () => import('./phantom'),
  'helios-autonomy': () => import('./helios-autonomy'),
};

type LoadState = { status: 'loading' } | { status: 'ready'; Demo: ComponentType } | { status: 'error' };

/** Catches a demo that throws while rendering, so the rest of the page stays usable. */
class DemoErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Mounts a demo: a placeholder of the demo's own height (no layout shift) until its chunk has
 * loaded, then the demo; the chunk is fetched again up to three times (lib/lazy.ts), then an error
 * message with a retry button.
 */
export function DemoMount({ demo, title, height }: { demo: DemoId; title: string; height: DemoHeight }) {
  const t = useTranslations('Demos');
  const locale = useLocale();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadComponentModule(loaders[demo])
      .then((module) => live && setState({ status: 'ready', Demo: module.default }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [demo, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const style = { '--demo-h': `${height.mobile}rem`, '--demo-h-md': `${height.desktop}rem` } as CSSProperties;
  const ui = uiLangProps(locale);
  const failed = (
    <div role="alert" className="flex min-h-[inherit] flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-ink-2" {...ui}>
        {t('loadError')}
      </p>
      <Button variant="secondary" onClick={retry} {...ui}>
        {t('retry')}
      </Button>
    </div>
  );

  // The demo lays itself out by the width of its box (a container query), not the window's: beside
  // the page's sidebar a 1024 px window leaves it too narrow for two columns. The placeholder
  // reserves the same box's height, and lets go of it once the demo is there.
  return (
    <div className="@container">
    <section
      aria-label={title}
      data-demo={demo}
      data-demo-state={state.status}
      style={style}
      className={cn('rounded-3xl border border-line bg-surface', state.status !== 'ready' && 'min-h-(--demo-h) @3xl:min-h-(--demo-h-md)')}
    >
      {state.status === 'ready' ? (
        <DemoErrorBoundary fallback={failed}>
          <state.Demo />
        </DemoErrorBoundary>
      ) : state.status === 'error' ? (
        failed
      ) : (
        <div className="relative flex min-h-[inherit] flex-col items-center justify-center gap-3 p-6 text-ink-3" aria-busy="true">
          <Spinner size="md" />
          <p className="text-sm" {...ui}>
            {t('loading')}
          </p>
          {/* With scripting off nothing will load: say so over the spinner instead of promising it. */}
          <noscript>
            <div className="absolute inset-0 flex items-center justify-center rounded-3xl bg-surface p-6 text-center">
              <p className="max-w-prose text-sm leading-6 text-ink-2" {...ui}>
                {t('noScript')}
              </p>
            </div>
          </noscript>
        </div>
      )}
    </section>
    </div>
  );
}
