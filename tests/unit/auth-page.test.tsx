import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import AuthPage from '@/app/[locale]/(site)/auth/page';

// The page's words are its message keys here: what matters is which one it picks.
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key, getMessages: async () => ({}), getLocale: async () => 'en' }));
// The panel is the browser's part; the page decides only whether to offer it. The page's template
// and metadata are tested with the other pages.
jest.mock('@/components/auth/auth-leaf', () => ({ AuthLeaf: () => <p>sign-in panel</p> }));
jest.mock('@/components/templates/page-view', () => ({ PageView: () => null }));
jest.mock('next-intl', () => ({ NextIntlClientProvider: ({ children }: { children: ReactNode }) => children }));
jest.mock('@/components/templates/content-route', () => ({ metadataForPage: () => ({}) }));

/** The account section the page puts above its content (PageView's `lead`), rendered on its own. */
async function accountSection() {
  const page = (await AuthPage()) as ReactElement<{ lead: ReactNode }>;
  return render(<>{page.props.lead}</>);
}

describe('/auth', () => {
  const saved = { url: process.env.NEXT_PUBLIC_SUPABASE_URL, key: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, anon: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY };
  afterEach(() => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = saved.url;
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = saved.key;
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = saved.anon;
  });

  it('without Supabase, says that sign-in is not configured and names the two variables, with no panel', async () => {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    await accountSection();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('notConfiguredTitle');
    expect(screen.getByText('notConfiguredBody')).toBeInTheDocument();
    expect(screen.getByText(/NEXT_PUBLIC_SUPABASE_URL=https:\/\/<project>\.supabase\.co/)).toHaveTextContent('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=');
    expect(screen.queryByText('sign-in panel')).not.toBeInTheDocument();
  });

  it('with Supabase configured, offers the sign-in panel under its own heading', async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://project.supabase.co';
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_test';
    await accountSection();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('panelTitle');
    expect(screen.getByText('sign-in panel')).toBeInTheDocument();
    expect(screen.queryByText(/NEXT_PUBLIC_SUPABASE_URL=/)).not.toBeInTheDocument();
  });
});
