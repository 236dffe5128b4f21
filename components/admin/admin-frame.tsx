import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { localePrefixOf } from '@/lib/i18n/locale-prefix';
import { pick } from '@/lib/pick';
import { AdminAccountBar } from './account-bar';
import { AdminGuard } from './admin-guard';

export const ADMIN_TOOLS = [
  { path: '/admin', key: 'inbox' },
  { path: '/seo-dashboard', key: 'seoDashboard' },
  { path: '/seo-tools', key: 'seoTools' },
  { path: '/cache-diagnostic', key: 'cacheDiagnostic' },
  { path: '/icon-generator', key: 'iconGenerator' },
] as const;

/**
 * The frame of every administrator page: the client guard, the tools' navigation with the account
 * bar (who is signed in, Sign out), a heading. `messages` adds what a page's tool needs beyond the
 * Admin and Errors namespaces (the inbox: the forms' option labels).
 */
export async function AdminFrame({ current, title, intro, messages: extra, children }: { current: (typeof ADMIN_TOOLS)[number]['path']; title: string; intro: string; messages?: AbstractIntlMessages; children: ReactNode }) {
  const t = await getTranslations('Admin');
  const locale = await rootLocale();
  const localePrefix = localePrefixOf(locale);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ ...pick(messages, ['Admin', 'Errors'] as const), ...extra }}>
      <AdminGuard localePrefix={localePrefix}>
        <div className="container-page py-10">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-4">
            <nav aria-label={t('toolsNav')}>
              <ul className="flex flex-wrap gap-2">
                {ADMIN_TOOLS.map((tool) => (
                  <li key={tool.path}>
                    <Link
                      href={tool.path}
                      aria-current={tool.path === current ? 'page' : undefined}
                      className="inline-flex h-10 items-center rounded-full border border-line-strong px-4 text-sm text-ink hover:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-canvas"
                    >
                      {t(`tools.${tool.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <AdminAccountBar localePrefix={localePrefix} />
          </div>
          <h1 className="text-3xl font-semibold text-ink">{title}</h1>
          <p className="mt-2 max-w-3xl text-ink-2">{intro}</p>
          <div className="mt-8">{children}</div>
        </div>
      </AdminGuard>
    </NextIntlClientProvider>
  );
}
