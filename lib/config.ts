/** The site's identity: one place for every fact that names or reaches the company. */

import { SHORT_NAME } from './storage-keys';

export const siteConfig = {
  name: 'Tessellon Research',
  /** Brand word used in the logo and title suffix. */
  brand: 'Tessellon',
  /** Prefix of the browser-storage keys the spec names after the product's short name. */
  shortName: SHORT_NAME,
  tagline: 'Research that compounds.',
  url: (process.env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000').replace(/\/$/, ''),
  founded: 2014,
  /** Currency of every price and salary the site states. */
  currency: 'USD',
  /** Where a remote-eligible job may be done from (JobPosting structured data). */
  remoteHiringCountry: 'United States',
  contact: {
    email: 'hello@tessellon.example',
    press: 'press@tessellon.example',
    careers: 'careers@tessellon.example',
    security: 'security@tessellon.example',
    privacy: 'privacy@tessellon.example',
    phone: '+1 617 555 0142',
    phoneHref: 'tel:+16175550142',
    address: {
      street: 'One Kendall Square, Building 1400',
      locality: 'Cambridge',
      region: 'MA',
      postalCode: '02139',
      country: 'US',
    },
  },
} as const;

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path === '/' ? '' : path}` || siteConfig.url;
}
