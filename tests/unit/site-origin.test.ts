import { deploymentOrigin } from '@/lib/site-origin';

describe('the public origin when NEXT_PUBLIC_SITE_URL is not set', () => {
  it('is localhost off Vercel', () => {
    expect(deploymentOrigin({})).toBe('http://localhost:3000');
  });

  it("is the project's production domain for a production deployment", () => {
    expect(deploymentOrigin({ VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'tessellon.com', VERCEL_URL: 'site-abc123.vercel.app', VERCEL_BRANCH_URL: 'site-git-main.vercel.app' })).toBe('https://tessellon.com');
  });

  it("is a preview's branch address, else its deployment address", () => {
    expect(deploymentOrigin({ VERCEL_ENV: 'preview', VERCEL_PROJECT_PRODUCTION_URL: 'tessellon.com', VERCEL_URL: 'site-abc123.vercel.app', VERCEL_BRANCH_URL: 'site-git-forms.vercel.app' })).toBe('https://site-git-forms.vercel.app');
    expect(deploymentOrigin({ VERCEL_ENV: 'preview', VERCEL_URL: 'site-abc123.vercel.app' })).toBe('https://site-abc123.vercel.app');
  });
});

describe('an empty NEXT_PUBLIC_SITE_URL (a copied .env.example)', () => {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  });

  it('counts as unset: the site names localhost, not an empty origin', () => {
    process.env.NEXT_PUBLIC_SITE_URL = '';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { siteConfig } = require('@/lib/config') as typeof import('@/lib/config');
      expect(siteConfig.url).toBe('http://localhost:3000');
    });
    process.env.NEXT_PUBLIC_SITE_URL = 'https://tessellon.example/';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { siteConfig } = require('@/lib/config') as typeof import('@/lib/config');
      expect(siteConfig.url).toBe('https://tessellon.example');
    });
  });
});
