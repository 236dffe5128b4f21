import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { demoInfo, type DemoId } from '@/lib/demos/registry';
import { DemoMount } from './demo-mount';

/**
 * The `demo` content block: a server-rendered frame that reserves the demo's space, and the
 * client mount that loads the demo's own chunk. Only the `Demos` interface strings are sent to
 * the browser, and only on pages that embed a demo.
 */
export async function DemoBlock({ demo }: { demo: DemoId }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ Demos: messages.Demos }}>
      <DemoMount demo={demo} title={demoInfo(demo).title} />
    </NextIntlClientProvider>
  );
}
