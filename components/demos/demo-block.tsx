import { NextIntlClientProvider } from 'next-intl';
import type { RenderDemo } from '@/components/sections/blocks';
import { getMessages } from 'next-intl/server';
import { demoInfo, demoRegistry, type DemoId } from '@/lib/demos/registry';
import { DemoMount } from './demo-mount';

/**
 * The `demo` content block: a server-rendered frame that reserves the demo's space, and the
 * client mount that loads the demo's own chunk (given the demo's measured height here, so the
 * registry's texts stay on the server). Only the `Demos` interface strings are sent to
 * the browser, and only on pages that embed a demo.
 */
export async function DemoBlock({ demo }: { demo: DemoId }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ Demos: messages.Demos }}>
      <DemoMount demo={demo} title={demoInfo(demo).title} height={demoRegistry[demo].height} />
    </NextIntlClientProvider>
  );
}

/**
 * Pass to `contentRoute(prefix, params, { renderDemo })` (or `<PageView renderDemo>`) on routes whose
 * pages embed demos. Importing it anywhere else would put the demo loader on every page of that route.
 */
export const renderDemo: RenderDemo = (demo) => <DemoBlock demo={demo} />;
