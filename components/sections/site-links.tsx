import 'server-only';
import { Fragment, type ReactNode } from 'react';
import { hrefOf, team } from '@/lib/content';
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

/**
 * A table's row heading that names someone with a profile page ("Dr. Mara Okafor" in the
 * leadership tables of /company and /media-kit) as a link to it, and any other as it is.
 */
export function withProfileLink(name: string): ReactNode {
  const href = profiles.get(name);
  return href ? (
    <Link href={href} className="contact-link">
      {name}
    </Link>
  ) : (
    name
  );
}
