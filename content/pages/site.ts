import type { Page } from '@/lib/content/types';

/** Pages about the site itself. */
export const sitePages: Page[] = [
  {
    path: '/sitemap',
    kind: 'landing',
    title: 'Sitemap: every page of the site',
    description: 'Every public page of the Tessellon Research site in one place, grouped by section: research, products, services, company, news and support.',
    keywords: ['sitemap', 'site index', 'all pages', 'navigation'],
    eyebrow: 'Sitemap',
    heading: 'Every page, in one place',
    lede: 'The whole site grouped by section. Use it when you know what you want but not where it lives, or to see at a glance how much ground our work covers.',
    updated: '2026-11-15',
    theme: 'company',
    blocks: [
      {
        type: 'prose',
        heading: 'How the site is organized',
        paragraphs: [
          'Our work spans five disciplines: quantum computing, AI biotechnology, space navigation, green energy and secure communications. Each has a hub that gathers its products, research programs, projects and people. Products and services are described in the offer sections; research areas, publications and patents sit under research; and the company section covers who we are, how to work with us and how to reach us.',
          'Every page is available in fourteen languages. The navigation, labels and controls are translated; long-form articles, papers and policies are published in English, their original language, and marked as such, so that a translation never drifts from the text our scientists and lawyers approved.',
          'Machine-readable versions of this index are available for search engines at /sitemap.xml, which lists every page in every language together with the date of its last substantive change.',
        ],
      },
      {
        type: 'list',
        heading: 'Quick routes',
        items: [
          'Looking for a product specification? Start at the product catalog and follow the comparison table.',
          'Evaluating a collaboration? The research overview and the partnership program explain how joint work is structured.',
          'Preparing an article? The newsroom, press center and media kit hold releases, logo rules and press contacts.',
          'Need help with a product you already use? The help center and support pages list channels, hours and response times.',
        ],
      },
      { type: 'listing', of: 'sitemap' },
    ],
  },
];
