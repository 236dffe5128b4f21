import type { ReactElement } from 'react';
import ServerErrorPage from '@/app/[locale]/(site)/500/page';

// The page's words are its message keys here: what matters is which one it picks.
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

describe('/500', () => {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  afterEach(() => {
    process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
  });

  it('says the team is alerted only in a build with error monitoring', async () => {
    process.env.NEXT_PUBLIC_SENTRY_DSN = '';
    expect(((await ServerErrorPage()) as ReactElement<{ lede: string }>).props.lede).toBe('body');
    process.env.NEXT_PUBLIC_SENTRY_DSN = 'https://public@o1.ingest.sentry.io/2';
    expect(((await ServerErrorPage()) as ReactElement<{ lede: string }>).props.lede).toBe('bodyAlerted');
  });
});
