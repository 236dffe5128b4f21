/**
 * The content model. Every word a visitor reads in a page body lives in `content/` as data of
 * these types; templates in `components/templates` turn them into pages. Paths are English,
 * unprefixed (`/about`); links are localised when rendered.
 */

import type { DemoId } from '@/lib/demos/registry';
import type { ContactSubject } from '@/lib/forms/schemas';

/** Visual theme of an entry: picks artwork, accent colour and Open Graph image. */
export type Theme = 'quantum' | 'ai' | 'biotech' | 'space' | 'energy' | 'security' | 'company';

export type LinkRef = { label: string; href: string };

/** A version of the logo (media kit): in color, in ink only, or in white only. */
export type LogoTone = 'color' | 'ink' | 'white';

/** The building blocks of a page body, rendered in order. */
export type Block =
  | { type: 'prose'; heading?: string; paragraphs: string[] }
  | { type: 'features'; heading: string; intro?: string; items: { title: string; body: string }[] }
  | { type: 'stats'; heading?: string; items: { value: string; label: string }[] }
  | { type: 'specs'; heading: string; rows: { label: string; value: string }[] }
  | { type: 'list'; heading: string; intro?: string; items: string[] }
  | { type: 'steps'; heading: string; intro?: string; items: { title: string; body: string }[] }
  | { type: 'timeline'; heading: string; items: { date: string; title: string; body: string }[] }
  | { type: 'faq'; heading: string; items: { question: string; answer: string }[] }
  | { type: 'quote'; text: string; attribution: string }
  /**
   * A table; with `request`, each row is a file sent on request, and gets a link that opens the
   * contact form with that subject chosen and the row's first cell named in the message.
   */
  /** `products`: its rows are products, each row heading linked to the page that describes it (content/product-pages.ts). */
  | { type: 'table'; heading: string; caption?: string; columns: string[]; rows: string[][]; request?: ContactSubject; products?: true }
  | { type: 'links'; heading: string; items: { title: string; href: string; body: string }[] }
  /** A closing call to action: one or two buttons, and a quieter text link after them. */
  | { type: 'cta'; heading: string; body: string; primary: LinkRef; secondary?: LinkRef; tertiary?: LinkRef }
  /**
   * The logo's versions, each drawn on the background it is made for (the color version on light,
   * the ink version for one-color printing, the white one on dark), whatever the site's theme.
   */
  | { type: 'logos'; heading: string; intro?: string; versions: { tone: LogoTone; caption: string }[] }
  /** An interactive form; its heading and labels are interface strings (messages `Forms`). */
  | { type: 'form'; form: 'quote' | 'booking' | 'contact' | 'getStarted' | 'settings' | 'privacy' | 'privacyStatus' }
  /** An interactive demo (lib/demos/registry.ts), loaded on demand in the browser. */
  | { type: 'demo'; demo: DemoId }
  | Listing;

/**
 * A listing drawn from the registry rather than written out: the posts of the blog, the jobs of
 * the careers page... The content of a page declares it like any block; it renders full width,
 * and the blocks after it follow it across the page (see components/templates/page-view.tsx).
 */
export type Listing =
  | { type: 'listing'; of: 'posts'; /** Page of the blog listing, 1 when absent. */ page?: number; /** The listing's heading ("All" when absent). */ heading?: string }
  | { type: 'listing'; of: 'news' | 'topics' | 'projects' | 'videos'; /** A heading for the cards, where the page goes on after them. */ heading?: string }
  | { type: 'listing'; of: 'people' | 'authors' | 'jobs' | 'events' | 'sitemap' }
  | { type: 'listing'; of: 'glossary'; layout: 'full' | 'index' | 'hub'; /** The heading over the terms, listed in "On this page": the list is most of the page. */ heading: string }
  | { type: 'listing'; of: 'pages'; /** The pages directly under this path. */ under: string; /** A heading for the cards, where the page goes on after them. */ heading?: string };

/** Which template renders a fixed page; also decides its structured data. */
export type PageKind =
  | 'landing' // generic marketing / company page
  | 'legal' // policy documents: table of contents, effective date
  | 'hub' // a discipline hub and its sub-pages
  | 'product'
  | 'service'
  | 'research' // a research area or programme
  | 'paper' // a publication
  | 'patent'
  | 'demo'
  | 'press' // a press release about a product line
  | 'tool' // utility pages (noindex)
  | 'person'; // a page about a person or an institution

export type Seo = {
  /** At most 60 characters; the site name is appended by the layout. */
  title: string;
  /** 70 to 160 characters. */
  description: string;
  keywords: string[];
};

export type Page = Seo & {
  path: string;
  kind: PageKind;
  eyebrow: string;
  /** The h1. */
  heading: string;
  /** Short label when the page is a breadcrumb ancestor; defaults to the title's lead or the eyebrow. */
  crumb?: string;
  /** One or two sentences under the h1. */
  lede: string;
  /** ISO date of the last substantive change. */
  updated: string;
  theme?: Theme;
  /** Short "at a glance" facts shown beside the body. */
  facts?: { label: string; value: string }[];
  blocks: Block[];
  product?: {
    sku: string;
    category: string;
    availability: 'InStock' | 'PreOrder' | 'LimitedAvailability';
    /** Indicative list price in USD, where the product has one. */
    priceFrom?: number;
    /** The period the price is for, where it is a subscription or an annual fee ("From $4,900 a month"). */
    pricePer?: 'month' | 'year';
  };
  paper?: {
    authors: string[];
    venue: string;
    published: string;
    doi: string;
    abstract: string;
  };
  patent?: { number: string; filed: string; granted?: string; inventors: string[]; status: string };
};

export type Post = Seo & {
  slug: string;
  heading: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** A `TeamMember.id`. */
  authorId: string;
  published: string;
  updated: string;
  theme: Theme;
  blocks: Block[];
};

export type NewsItem = Seo & {
  slug: string;
  heading: string;
  excerpt: string;
  kind: 'Press release' | 'Announcement' | 'Media coverage' | 'Award';
  location: string;
  published: string;
  theme: Theme;
  blocks: Block[];
};

export type Project = Seo & {
  id: string;
  heading: string;
  summary: string;
  status: 'Active' | 'Completed' | 'Pilot' | 'Planning';
  started: string;
  partners: string[];
  theme: Theme;
  facts: { label: string; value: string }[];
  blocks: Block[];
};

export type Video = Seo & {
  id: string;
  heading: string;
  summary: string;
  /** ISO 8601 duration, e.g. PT14M20S. */
  duration: string;
  published: string;
  speaker: string;
  theme: Theme;
  /** Where each chapter starts: its time in the recording, and the transcript paragraph it opens with. */
  chapters: { time: string; title: string; paragraph: number }[];
  /** The transcript, paragraph by paragraph. */
  transcript: string[];
};

export type TeamMember = Seo & {
  id: string;
  name: string;
  role: string;
  division: string;
  location: string;
  joined: string;
  bio: string[];
  expertise: string[];
  education: string[];
  selectedWork: string[];
};

export type Topic = Seo & {
  slug: string;
  heading: string;
  summary: string;
  theme: Theme;
  /** Post tags that belong to this topic. */
  tags: string[];
  blocks: Block[];
};

export type GlossaryTerm = {
  slug: string;
  term: string;
  /** Two to four sentences. */
  definition: string;
  theme: Theme;
  related: string[];
};

export type Job = {
  id: string;
  title: string;
  team: string;
  location: string;
  /** ISO 3166-1 alpha-2 code of the country of `location`; Google requires it in a JobPosting's address. */
  country: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN';
  remote: boolean;
  salaryMin: number;
  salaryMax: number;
  posted: string;
  validThrough: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

export type CompanyEvent = {
  id: string;
  title: string;
  date: string;
  endDate?: string;
  location: string;
  format: 'In person' | 'Online' | 'Hybrid';
  summary: string;
  /** How a visitor registers: through the contact form (our own events) or with the organizer (conferences). */
  registration: 'contact' | 'organizer';
};

export type Faq = { question: string; answer: string; category: string };

/** A blog category or tag: its archive page introduces the term, then lists its posts. */
export type Taxonomy = {
  slug: string;
  name: string;
  /** 70 to 160 characters; the archive page's meta description. */
  description: string;
  /** Two or three paragraphs introducing the subject of the archive. */
  intro: string[];
};

/** The collections whose entries each have a page of their own; the name is the URL's first segment. */
export type Collection = 'blog' | 'newsroom' | 'projects' | 'videos' | 'team' | 'topics' | 'tag' | 'category';

/** An entry as the registry hands it out: tagged with its collection, so its URL can be derived. */
export type InCollection<C extends Collection, T> = T & { readonly collection: C };

export type CollectionEntry =
  | InCollection<'blog', Post>
  | InCollection<'newsroom', NewsItem>
  | InCollection<'projects', Project>
  | InCollection<'videos', Video>
  | InCollection<'team', TeamMember>
  | InCollection<'topics', Topic>
  | InCollection<'tag', Taxonomy>
  | InCollection<'category', Taxonomy>;

/** Anything with a page: a content page (by its path) or a collection entry. */
export type Entry = Page | CollectionEntry;
