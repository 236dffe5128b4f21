import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { AuthLeaf } from '@/components/auth/auth-leaf';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { Heading } from '@/components/ui/section';
import { getPage } from '@/lib/content';
import { pick } from '@/lib/pick';
import { supabaseConfig } from '@/lib/supabase/config';

// Static: the session is read in the browser by the panel, never while rendering this page.
const page = getPage('/auth')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, await getLocale());
}

export default async function AuthPage() {
  const t = await getTranslations('Auth');
  const configured = supabaseConfig() !== null;
  const messages = await getMessages();
  return (
    <PageView
      page={page}
      lead={
        <section aria-labelledby="account-panel" className="rounded-2xl border border-line bg-surface p-6" data-testid="auth-section">
          <Heading level={2} id="account-panel" className="mb-4 text-xl">
            {configured ? t('panelTitle') : t('notConfiguredTitle')}
          </Heading>
          {configured ? (
            <NextIntlClientProvider messages={pick(messages, ['Auth'] as const)}>
              <AuthLeaf fallback={<p className="text-ink-3">{t('loading')}</p>} />
            </NextIntlClientProvider>
          ) : (
            <div className="space-y-3 text-ink-2">
              <p>{t('notConfiguredBody')}</p>
              <pre className="overflow-x-auto rounded-xl bg-surface-2 p-4 font-mono text-sm text-ink" lang="en">
                {'NEXT_PUBLIC_SUPABASE_URL=https://<project>.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_…'}
              </pre>
            </div>
          )}
        </section>
      }
    />
  );
}
