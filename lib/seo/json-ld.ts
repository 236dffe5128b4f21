import { absoluteUrl, siteConfig } from '../config';
import { localizedPath } from '../i18n/paths';
import type { Locale } from '../i18n/locales';

const organizationId = `${siteConfig.url}/#organization`;

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: siteConfig.name,
    url: siteConfig.url,
    logo: absoluteUrl('/icons/icon-512.png'),
    foundingDate: String(siteConfig.founded),
    email: siteConfig.contact.email,
    telephone: siteConfig.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.contact.address.street,
      addressLocality: siteConfig.contact.address.locality,
      addressRegion: siteConfig.contact.address.region,
      postalCode: siteConfig.contact.address.postalCode,
      addressCountry: siteConfig.contact.address.country,
    },
  };
}

export function homeJsonLd(locale: Locale) {
  return [
    organizationJsonLd(),
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteConfig.name,
      url: absoluteUrl(localizedPath(locale, '/')),
      inLanguage: locale,
      publisher: { '@id': organizationId },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(localizedPath(locale, '/search'))}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function breadcrumbJsonLd(locale: Locale, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizedPath(locale, crumb.path)),
    })),
  };
}

export const publisher = { '@type': 'Organization', '@id': organizationId, name: siteConfig.name };
