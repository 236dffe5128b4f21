/**
 * The documents of the site search: one per public page (and one per glossary term, job and
 * event, which live as anchors on their listing pages), built from `content/` — the same data
 * the pages render, so the index always matches the release.
 */
import { blogListingPages, categories, events, glossary, jobs, newsItems, pages, posts, projects, tags, team, topics, videos } from '../content';
import { hrefOf } from '../content/hrefs';
import type { Block } from '../content/types';
import { isNoindexPath } from '../routes';

/** The section a result is grouped under; the labels are translated in `messages` (Search.sections). */
export type SearchSection = 'products' | 'research' | 'services' | 'company' | 'blog' | 'news' | 'projects' | 'videos' | 'people' | 'glossary' | 'careers' | 'resources';

export const SEARCH_SECTIONS: readonly SearchSection[] = ['products', 'research', 'services', 'projects', 'people', 'news', 'blog', 'videos', 'glossary', 'careers', 'company', 'resources'];

export type SearchDocument = {
  /** Unique: the path, with `#anchor` for entries shown on a listing page. */
  id: string;
  /** Where the result links (English, unprefixed). */
  url: string;
  section: SearchSection;
  title: string;
  description: string;
  headings: string;
  keywords: string;
  body: string;
};

/** The text of a block: headings apart from the rest, so that they can weigh more. */
/** A snippet part as a sentence: a full stop added where it has no closing mark ("…in full.." read twice). */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

function blockText(block: Block): { headings: string[]; body: string[] } {
  switch (block.type) {
    case 'prose':
      return { headings: block.heading ? [block.heading] : [], body: block.paragraphs };
    case 'features':
    case 'steps':
      return { headings: [block.heading], body: [block.intro ?? '', ...block.items.map((item) => `${item.title}. ${item.body}`)] };
    case 'stats':
      return { headings: block.heading ? [block.heading] : [], body: block.items.map((item) => `${item.label}: ${item.value}.`) };
    case 'specs':
      return { headings: [block.heading], body: block.rows.map((row) => sentence(`${row.label}: ${row.value}`)) };
    case 'list':
      return { headings: [block.heading], body: [block.intro ?? '', ...block.items] };
    case 'timeline':
      return { headings: [block.heading], body: block.items.map((item) => `${item.date}: ${sentence(item.title)} ${item.body}`) };
    case 'faq':
      return { headings: [block.heading], body: block.items.map((item) => `${item.question} ${item.answer}`) };
    case 'quote':
      return { headings: [], body: [`${block.text} (${block.attribution})`] };
    case 'table':
      return { headings: [block.heading], body: [block.caption ?? '', ...block.rows.map((row) => sentence(row.map((cell, index) => `${block.columns[index] ?? ''}: ${cell}`).join('; ')))] };
    case 'links':
      return { headings: [block.heading], body: block.items.map((item) => `${item.title}: ${item.body}`) };
    case 'cta':
      return { headings: [block.heading], body: [block.body] };
    case 'logos':
      return { headings: [block.heading], body: [block.intro ?? '', ...block.versions.map((version) => sentence(version.caption))] };
    default:
      // Listings, forms and demos hold no copy of their own: what they show is indexed where it lives.
      return { headings: [], body: [] };
  }
}

function blocksText(blocks: readonly Block[]) {
  const headings: string[] = [];
  const body: string[] = [];
  for (const block of blocks) {
    const text = blockText(block);
    headings.push(...text.headings);
    body.push(...text.body.filter(Boolean));
  }
  return { headings: headings.join(' · '), body: body.join('\n') };
}

const facts = (items: readonly { label: string; value: string }[] | undefined) => (items ?? []).map((fact) => sentence(`${fact.label}: ${fact.value}`)).join('\n');

function sectionOfPath(path: string): SearchSection {
  const [first = ''] = path.split('/').filter(Boolean);
  if (['products', 'brand', 'demo', 'demos', 'press', 'technology'].includes(first)) return 'products';
  if (['research', 'publications', 'patents', 'hubs', 'initiatives', 'facilities'].includes(first)) return 'research';
  if (['services', 'partnerships'].includes(first)) return 'services';
  if (['blog', 'tag', 'category', 'topics'].includes(first)) return 'blog';
  if (first === 'newsroom') return 'news';
  if (first === 'projects') return 'projects';
  if (first === 'videos') return 'videos';
  if (first === 'team' || first === 'authors') return 'people';
  if (first.startsWith('glossary')) return 'glossary';
  if (first === 'careers') return 'careers';
  if (['docs', 'developers', 'resources', 'whitepapers', 'help', 'faq', 'sitemap', 'media-kit', 'search'].includes(first)) return 'resources';
  return 'company';
}

let cached: SearchDocument[] | undefined;

/** Every searchable document of the site; noindex and guarded pages are left out. */
export function searchDocuments(): SearchDocument[] {
  if (cached) return cached;
  const docs: SearchDocument[] = [];
  const add = (doc: Omit<SearchDocument, 'id' | 'section'> & { id?: string; section?: SearchSection }) => {
    const path = doc.url.split('#')[0] ?? doc.url;
    if (isNoindexPath(path)) return;
    docs.push({ ...doc, id: doc.id ?? doc.url, section: doc.section ?? sectionOfPath(path) });
  };

  add({ url: '/', section: 'company', title: 'Home: Tessellon Research', description: 'Tessellon Research: quantum computing, AI biotechnology, space navigation, green energy and encryption.', headings: '', keywords: 'home tessellon', body: '' });
  for (const page of [...pages, ...blogListingPages]) {
    const text = blocksText(page.blocks);
    const paper = page.paper ? `Authors: ${page.paper.authors.join(', ')}. ${page.paper.venue}. ${page.paper.abstract}` : '';
    const patent = page.patent ? `Patent ${page.patent.number}. Inventors: ${page.patent.inventors.join(', ')}. ${page.patent.status}.` : '';
    add({
      url: page.path,
      title: page.title,
      description: `${page.heading}. ${page.description}`,
      headings: [page.eyebrow, text.headings].join(' · '),
      keywords: page.keywords.join(', '),
      body: [page.lede, facts(page.facts), paper, patent, text.body].filter(Boolean).join('\n'),
    });
  }
  for (const post of posts) {
    const text = blocksText(post.blocks);
    const author = team.find((member) => member.id === post.authorId);
    add({ url: hrefOf(post), title: post.title, description: `${post.heading}. ${post.description}`, headings: text.headings, keywords: [...post.keywords, ...post.tags].join(', '), body: [post.excerpt, author ? `By ${author.name}, ${author.role}.` : '', text.body].join('\n') });
  }
  for (const item of newsItems) {
    const text = blocksText(item.blocks);
    add({ url: hrefOf(item), title: item.title, description: `${item.heading}. ${item.description}`, headings: text.headings, keywords: [...item.keywords, item.kind].join(', '), body: [item.excerpt, `${item.location}, ${item.published}.`, text.body].join('\n') });
  }
  for (const project of projects) {
    const text = blocksText(project.blocks);
    add({ url: hrefOf(project), title: project.title, description: `${project.heading}. ${project.description}`, headings: text.headings, keywords: [...project.keywords, ...project.partners].join(', '), body: [project.summary, `Status: ${project.status}. Started ${project.started}. Partners: ${project.partners.join(', ')}.`, facts(project.facts), text.body].join('\n') });
  }
  for (const video of videos) {
    add({ url: hrefOf(video), title: video.title, description: `${video.heading}. ${video.description}`, headings: video.chapters.map((chapter) => chapter.title).join(' · '), keywords: [...video.keywords, video.speaker].join(', '), body: [video.summary, `Speaker: ${video.speaker}.`, ...video.transcript].join('\n') });
  }
  for (const member of team) {
    add({
      url: hrefOf(member),
      title: member.name,
      description: `${member.name}, ${member.role}. ${member.description}`,
      headings: [member.role, member.division].join(' · '),
      keywords: [...member.keywords, ...member.expertise].join(', '),
      body: [`${member.name} is ${member.role} in ${member.division}, based in ${member.location}, and joined in ${member.joined.slice(0, 4)}.`, ...member.bio, `Education: ${member.education.join('; ')}.`, `Selected work: ${member.selectedWork.join('; ')}.`].join('\n'),
    });
  }
  for (const topic of topics) {
    const text = blocksText(topic.blocks);
    add({ url: hrefOf(topic), title: topic.title, description: `${topic.heading}. ${topic.description}`, headings: text.headings, keywords: [...topic.keywords, ...topic.tags].join(', '), body: [topic.summary, text.body].join('\n') });
  }
  for (const category of categories) {
    add({ url: hrefOf(category), title: `Articles in ${category.name}`, description: category.description, headings: '', keywords: 'category', body: category.intro.join('\n') });
  }
  for (const tag of tags) {
    add({ url: hrefOf(tag), title: `Articles tagged ${tag.name}`, description: `Posts tagged ${tag.name}. ${tag.description}`, headings: '', keywords: `${tag.name}, tag`, body: tag.intro.join('\n') });
  }
  for (const term of glossary) {
    add({ id: `/glossary#${term.slug}`, url: `/glossary#${term.slug}`, section: 'glossary', title: term.term, description: term.definition, headings: '', keywords: `${term.term}, glossary, definition, ${term.related.join(', ')}`, body: '' });
  }
  for (const job of jobs) {
    add({ id: `/careers#${job.id}`, url: `/careers#${job.id}`, section: 'careers', title: job.title, description: `${job.team}, ${job.location}${job.remote ? ', remote eligible' : ''}. ${job.summary}`, headings: job.team, keywords: `job, career, vacancy, ${job.team}, ${job.location}`, body: [...job.responsibilities, ...job.requirements].join('\n') });
  }
  for (const event of events) {
    add({ id: `/events#${event.id}`, url: `/events#${event.id}`, section: 'company', title: event.title, description: `${event.date}, ${event.location} (${event.format}). ${event.summary}`, headings: '', keywords: `event, ${event.location}, ${event.format}`, body: '' });
  }
  cached = docs;
  return docs;
}

