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
