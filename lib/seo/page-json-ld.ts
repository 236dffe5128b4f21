import { absoluteUrl, siteConfig } from '../config';
import { hrefOf } from '../content/hrefs';
import type { CompanyEvent, Entry, InCollection, Job, NewsItem, Page, Post, Project, TeamMember, Video } from '../content/types';
import { localizedPath } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { publisher } from './json-ld';
import { escapeHtml } from '../html';

const context = 'https://schema.org';

/** The absolute URL of an entry's page in a locale. */
const entryUrl = (entry: Entry, locale: Locale) => absoluteUrl(localizedPath(locale, hrefOf(entry)));

const themeImage = (entry: { theme: string }) => absoluteUrl(`/og/${entry.theme}.png`);
const publisherWithLogo = { ...publisher, logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png') } };

/** Named pages about an institution rather than a person. */
const ORGANIZATION_PAGES = new Set(['/tessellon-institute']);

function faqJsonLd(page: Page) {
  const items = page.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
  if (!items.length) return [];
  return [
    {
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    },
  ];
}

/** Structured data of a content page, by its kind. */
export function pageJsonLd(page: Page, locale: Locale): object[] {
  const url = entryUrl(page, locale);
  const common = { '@context': context, url, name: page.heading, description: page.description, inLanguage: 'en' };
  const typed: object[] = [];
  // A Product needs an offer (or reviews) to be a valid product result; a product sold only on
  // request, with no public price (the defence products), is described as the page it is.
  if (page.product?.priceFrom) {
    typed.push({
      ...common,
      '@type': 'Product',
      sku: page.product.sku,
      category: page.product.category,
      brand: { '@type': 'Brand', name: siteConfig.name },
      manufacturer: publisher,
      offers: {
        '@type': 'Offer',
        price: page.product.priceFrom,
        priceCurrency: siteConfig.currency,
        availability: `https://schema.org/${page.product.availability}`,
        // A subscription or an annual fee says so: the price is per month (MON) or per year (ANN).
        ...(page.product.pricePer
          ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: page.product.priceFrom, priceCurrency: siteConfig.currency, unitCode: page.product.pricePer === 'month' ? 'MON' : 'ANN' } }
          : {}),
        url,
      },
    });
  } else if (page.paper) {
    typed.push({
      ...common,
      '@type': 'ScholarlyArticle',
      headline: page.heading,
      abstract: page.paper.abstract,
      author: page.paper.authors.map((name) => ({ '@type': 'Person', name })),
      datePublished: page.paper.published,
      isPartOf: { '@type': 'Periodical', name: page.paper.venue },
      identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: page.paper.doi },
      publisher,
    });
  } else if (page.kind === 'press') {
    typed.push({ ...common, '@type': 'NewsArticle', headline: page.heading, dateModified: page.updated, datePublished: page.updated, publisher, author: publisher });
  } else if (page.kind === 'person') {
    typed.push(
      ORGANIZATION_PAGES.has(page.path)
        ? { ...common, '@type': 'Organization', parentOrganization: publisher }
        : { ...common, '@type': 'Person', name: page.heading },
    );
  } else {
    typed.push({ ...common, '@type': 'WebPage', dateModified: page.updated, publisher });
  }
  return [...typed, ...faqJsonLd(page)];
}

export function postJsonLd(post: InCollection<'blog', Post>, author: InCollection<'team', TeamMember> | undefined, locale: Locale) {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.heading,
    description: post.description,
    url: entryUrl(post, locale),
    datePublished: post.published,
    dateModified: post.updated,
    inLanguage: 'en',
    keywords: post.keywords.join(', '),
    articleSection: post.category,
    image: themeImage(post),
    author: author ? { '@type': 'Person', name: author.name, url: absoluteUrl(hrefOf(author)) } : publisher,
    publisher: publisherWithLogo,
  };
}

export function newsJsonLd(item: InCollection<'newsroom', NewsItem>, locale: Locale) {
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: item.heading,
    description: item.description,
    url: entryUrl(item, locale),
    datePublished: item.published,
    dateModified: item.published,
    inLanguage: 'en',
    image: themeImage(item),
    author: publisher,
    publisher: publisherWithLogo,
  };
}

export function personJsonLd(member: InCollection<'team', TeamMember>, locale: Locale) {
  return {
    '@context': context,
    '@type': 'Person',
    name: member.name,
    jobTitle: member.role,
    description: member.description,
    url: entryUrl(member, locale),
    worksFor: publisher,
    knowsAbout: member.expertise,
    workLocation: { '@type': 'Place', name: member.location },
  };
}

/**
 * A video's structured data. The transcript is on the page itself, as text; repeating it here put
 * 15 KB more in the page's HTML and as much again in its RSC payload.
 */
/**
 * A video's page is its transcript: the recording is not on the page (it is sent on request), so
 * the page is a WebPage about the video, not a VideoObject, which search engines read as a watch page.
 */
export function videoJsonLd(video: InCollection<'videos', Video>, locale: Locale) {
  return {
    '@context': context,
    '@type': 'WebPage',
    name: video.heading,
    description: video.description,
    datePublished: video.published,
    url: entryUrl(video, locale),
    publisher,
    about: { '@type': 'VideoObject', name: video.heading, uploadDate: video.published, duration: video.duration, thumbnailUrl: themeImage(video) },
  };
}

export function projectJsonLd(project: InCollection<'projects', Project>, locale: Locale) {
  return {
    '@context': context,
    '@type': 'ResearchProject',
    name: project.heading,
    description: project.description,
    url: entryUrl(project, locale),
    foundingDate: project.started,
    parentOrganization: publisher,
  };
}

const ATTENDANCE = {
  'In person': 'https://schema.org/OfflineEventAttendanceMode',
  Online: 'https://schema.org/OnlineEventAttendanceMode',
  Hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const;

/**
 * An event of the calendar (Google's Event rich result: name, startDate, location). Its address is
 * its entry on /events, where the calendar says how to attend; an online event's location is that
 * page too, as no joining link is published.
 */
export function eventJsonLd(event: CompanyEvent, locale: Locale) {
  const url = absoluteUrl(`${localizedPath(locale, '/events')}#${event.id}`);
  const place = { '@type': 'Place', name: event.location, address: event.location };
  const online = { '@type': 'VirtualLocation', url };
  return {
    '@context': context,
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    startDate: event.date,
    endDate: event.endDate ?? event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[event.format],
    location: event.format === 'Online' ? online : event.format === 'Hybrid' ? [place, online] : place,
    // Only our own events: a conference we speak at is organized by someone else.
    ...(event.registration === 'contact' ? { organizer: publisher } : {}),
    url,
  };
}

export function jobJsonLd(job: Job) {
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: job.title,
    // HTML by Google's definition of the property: the texts are plain, so they are escaped.
    description: `<p>${escapeHtml(job.summary)}</p><ul>${job.responsibilities.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    identifier: { '@type': 'PropertyValue', name: siteConfig.name, value: job.id },
    datePosted: job.posted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: siteConfig.name, sameAs: siteConfig.url },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: job.country } },
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: siteConfig.remoteHiringCountry } } : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: siteConfig.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'YEAR' },
    },
  };
}
