import 'server-only';
import { Fragment, type ReactNode } from 'react';
import { hrefOf, team } from '@/lib/content';
import { productPages } from '@/content/product-pages';
import { isKnownPath } from '@/lib/content/known-paths';
import { Link } from '@/components/ui/link';
import { withContactLinks } from './contact-links';

/**
 * A page of the site named by its path in copy ("at /settings", "bios at /media-kit."): a slash
 * that starts a word, then lower-case segments. Not "and/or", "km/h", "24/7" or a URL's path,
 * whose slash follows a letter, a digit or another slash.
 */
const SITE_PATH = /(?<![\w/.@:-])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)/g;

/**
 * A line of copy with the pages it names as links, in the reader's language, and the company's
 * addresses and phone number as links (withContactLinks). Server only: the list of the site's
 * paths stays out of client scripts. A path that is not a page stays text.
 */
export function withLinks(text: string): ReactNode {
  const parts = text.split(SITE_PATH);
  if (parts.length === 1) return withContactLinks(text);
  return parts.map((part, index) =>
    index % 2 === 1 && isKnownPath(part) ? (
      <Link key={index} href={part} className="contact-link">
        {part}
      </Link>
    ) : (
      <Fragment key={index}>{withContactLinks(part)}</Fragment>
    ),
  );
}

/** The team's profile pages by the names the copy writes ("Dr. Mara Okafor"). */
const profiles = new Map(team.map((member) => [member.name, hrefOf(member)]));

/** The product names of content/product-pages.ts in a row heading, longest first ("EchoNet Defence" before "EchoNet"), as whole words. */
const PRODUCT_NAME = new RegExp(
  `(?<![\\w-])(${Object.keys(productPages)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\w-])`,
  'g',
);

/**
 * A table's row heading that names someone with a profile page ("Dr. Mara Okafor" in the
 * leadership tables of /company and /media-kit) as a link to it, and any other as it is.
 */
export function withProfileLink(name: string): ReactNode {
  const href = profiles.get(name);
  return href ? link(href, name) : name;
}

/**
 * The row heading of a table of products (`products: true`, the comparison's): the products it
 * names, each linked to the page that describes it ("Cellworks and Quantum Chip v3"), or the whole
 * heading when they are all described on one page ("Orion-9 and Aetherion Core").
 */
export function withProductLinks(name: string): ReactNode {
  const parts = name.split(PRODUCT_NAME);
  const pages = new Set(parts.filter((_, index) => index % 2 === 1).map((product) => productPages[product]));
  if (pages.size === 0) return name;
  if (pages.size === 1) return link([...pages][0]!, name);
  return parts.map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{link(productPages[part]!, part)}</Fragment> : part));
}

const link = (href: string, text: string) => (
  <Link href={href} className="contact-link">
    {text}
  </Link>
);
