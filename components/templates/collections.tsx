import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/config';
import { chapterAnchor, transcriptByChapter } from '@/lib/content/chapters';
import { categories, getCategory, getMember, hrefOf, newsByDate, newsItems, posts, postsByDate, projects, relatedPosts, tags, team, topics, videos } from '@/lib/content';
import type { InCollection, Taxonomy } from '@/lib/content/types';
import { entryWords } from '@/lib/content/words';
import { formatDuration, readingMinutes } from '@/lib/format';
import { contentLanguage, interfaceLanguage, type LanguageAttributes } from '@/lib/i18n/content-language';
import { Link } from '@/components/ui/link';
import { DateText } from '@/components/ui/date-text';
import { newsJsonLd, personJsonLd, postJsonLd, projectJsonLd, videoJsonLd } from '@/lib/seo/page-json-ld';
import { videoRecording } from '@/content/videos';
import { requestHref } from '@/components/sections/request-link';
import { TextLink } from '@/components/ui/text-link';
import { ArticleView, FactBox } from './article-view';
import { collectionRoute, seoOf } from './collection-route';
import { SectionTitle } from '@/components/ui/section';
import { withLinks } from '@/components/sections/site-links';

const others = <T,>(entries: readonly T[], entry: T, count = 3) => entries.filter((other) => other !== entry).slice(0, count);
const linkClass = 'underline underline-offset-4';

export const blogPostRoute = collectionRoute('slug', posts, {
  seo: (post) => {
    const author = getMember(post.authorId);
    return { ...seoOf(post), type: 'article', publishedTime: post.published, modifiedTime: post.updated, authors: author ? [author.name] : undefined };
  },
  View: async ({ entry: post }) => {
    const locale = await getLocale();
    const t = await getTranslations('Common');
    const author = getMember(post.authorId);
    const category = getCategory(post.category);
    return (
      <ArticleView
        path={hrefOf(post)}
        eyebrow={category?.name ?? post.category}
        heading={post.heading}
        lede={post.excerpt}
        meta={
          <>
            {author ? t('by', { name: author.name }) : null} · <DateText iso={post.published} /> ·{' '}
            {t('readingTime', { minutes: readingMinutes(entryWords(post.blocks)) })}
          </>
        }
        blocks={post.blocks}
        jsonLd={[postJsonLd(post, author, locale)]}
        related={relatedPosts(post)}
        // Not "Related": a post's own links block is often headed so, just above.
        relatedTitle={t('morePosts')}
        aside={
          // One box of the post's facts, headed like the other pages' ("At a glance"), each fact named once.
          <FactBox
            title={t('atAGlance')}
            facts={[
              ...(author
                ? [
                    {
                      label: t('author'),
                      value: (
                        <>
                          <Link href={hrefOf(author)} className={linkClass}>
                            {author.name}
                          </Link>
                          <span className="block font-normal text-ink-3">{author.role}</span>
                        </>
                      ),
                    },
                  ]
                : []),
              { label: t('category'), value: category ? <Link href={hrefOf(category)} className={linkClass}>{category.name}</Link> : post.category },
              {
                label: t('tags'),
                value: (
                  <span className="flex flex-wrap gap-2">
                    {post.tags.map((slug) => (
                      <Link key={slug} href={hrefOf({ collection: 'tag', slug })} className="rounded-full bg-surface-2 px-2.5 py-1 text-xs">
                        #{slug}
                      </Link>
                    ))}
                  </span>
                ),
              },
              { label: t('updated'), value: <DateText iso={post.updated} /> },
            ]}
          />
        }
      />
    );
  },
});

export const newsItemRoute = collectionRoute('slug', newsItems, {
  seo: (item) => ({ ...seoOf(item), type: 'article', publishedTime: item.published }),
  View: async ({ entry: item }) => {
    const locale = await getLocale();
    const t = await getTranslations('Common');
    const listing = await getTranslations('Listing');
    const press = siteConfig.contact.press;
    return (
      <ArticleView
        path={hrefOf(item)}
        eyebrow={item.kind}
        heading={item.heading}
        lede={item.excerpt}
        meta={
          <>
            {item.location} · <DateText iso={item.published} />
          </>
        }
        blocks={item.blocks}
        jsonLd={[newsJsonLd(item, locale)]}
        aside={
          <FactBox
            title={t('atAGlance')}
            facts={[
              { label: t('published'), value: <DateText iso={item.published} /> },
              { label: listing('location'), value: item.location },
              { label: t('mediaContact'), value: <a className={linkClass} href={`mailto:${press}`}>{press}</a> },
            ]}
          />
        }
        related={others(newsByDate, item)}
      />
    );
  },
});

export const projectRoute = collectionRoute('projectId', projects, {
  seo: seoOf,
  View: async ({ entry: project }) => {
    const locale = await getLocale();
    const t = await getTranslations('Listing');
    const common = await getTranslations('Common');
    return (
      <ArticleView
        path={hrefOf(project)}
        eyebrow={project.status}
        heading={project.heading}
        lede={project.summary}
        blocks={project.blocks}
        jsonLd={[projectJsonLd(project, locale)]}
        aside={
          <FactBox
            title={common('atAGlance')}
            facts={[
              { label: t('status'), value: project.status },
              { label: t('started'), value: <DateText iso={project.started} /> },
              { label: t('partners'), value: project.partners.join(', ') },
              ...project.facts.map((fact) => ({ ...fact, contentLabel: true as const })),
            ]}
          />
        }
        related={others(projects, project)}
      />
    );
  },
});

export const videoRoute = collectionRoute('videoId', videos, {
  seo: seoOf,
  View: async ({ entry: video }) => {
    const locale = await getLocale();
    const t = await getTranslations('Listing');
    const common = await getTranslations('Common');
    const content = contentLanguage(locale);
    return (
      <ArticleView
        path={hrefOf(video)}
        eyebrow={<span {...interfaceLanguage(locale)}>{`${t('duration')} ${formatDuration(video.duration)}`}</span>}
        heading={video.heading}
        lede={video.summary}
        jsonLd={[videoJsonLd(video, locale)]}
        // The facts and chapters before the transcript (some 10,000 px on a phone), not after it.
        asideFirst
        aside={
          <>
            <FactBox
              title={common('atAGlance')}
              facts={[
                { label: t('speaker'), value: video.speaker },
                { label: t('duration'), value: formatDuration(video.duration) },
              ]}
            />
            {/*
              The recording is not hosted here: a request for it through the contact form, as for the
              downloads library's files. Content copy, English in every locale.
            */}
            <section className="rounded-2xl border border-line bg-surface p-5" aria-labelledby="recording" {...content}>
              <h2 id="recording" className="eyebrow mb-4">
                {videoRecording.heading}
              </h2>
              <p className="text-sm text-ink-2">{videoRecording.body}</p>
              <p className="mt-3 text-sm">
                <TextLink href={requestHref('documents', `${video.title} ${videoRecording.fileSuffix}`)} arrow>
                  {videoRecording.request}
                </TextLink>
              </p>
            </section>
            <section className="rounded-2xl border border-line bg-surface p-5" aria-labelledby="chapters">
              <h2 id="chapters" className="eyebrow mb-4">
                {t('chapters')}
              </h2>
              {/* Each chapter leads to its place in the transcript. */}
              <ol className="space-y-2 text-sm" {...contentLanguage(locale)}>
                {video.chapters.map((chapter) => (
                  <li key={chapter.time}>
                    <a href={`#${chapterAnchor(chapter)}`} className="group flex gap-3 rounded-sm">
                      <span className="font-mono text-ink-3">{chapter.time}</span>
                      <span className="text-ink-2 underline decoration-line-strong underline-offset-4 group-hover:text-ink group-hover:decoration-ink">{chapter.title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </section>
          </>
        }
        related={others(videos, video)}
      >
        <section>
          <SectionTitle id="transcript">
            <span {...interfaceLanguage(locale)}>{t('transcript')}</span>
          </SectionTitle>
          <div className="space-y-10">
            {transcriptByChapter(video).map(({ chapter, paragraphs }) => (
              <section key={chapter.time}>
                <h3 id={chapterAnchor(chapter)} className="heading mb-4 flex scroll-mt-28 gap-3 text-lg">
                  <span className="font-mono font-normal text-ink-3">{chapter.time}</span>
                  <span>{chapter.title}</span>
                </h3>
                <Paragraphs items={paragraphs} />
              </section>
            ))}
          </div>
        </section>
      </ArticleView>
    );
  },
});

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="prose-body max-w-[68ch]">
      {items.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{withLinks(paragraph)}</p>
      ))}
    </div>
  );
}

/**
 * A titled list of content/ copy. The title is the interface's word, in the page's language: an
 * inline span, so that it reads right to left in Arabic but stays aligned with the English list.
 */
function List({ title, items, titleLanguage }: { title: string; items: readonly string[]; titleLanguage: LanguageAttributes }) {
  return (
    <section>
      <SectionTitle>
        <span {...titleLanguage}>{title}</span>
      </SectionTitle>
      <ul className="max-w-[68ch] list-disc space-y-2 ps-5 leading-7 text-ink-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export const teamMemberRoute = collectionRoute('memberId', team, {
  seo: (member) => ({ ...seoOf(member), authors: [member.name] }),
  View: async ({ entry: member }) => {
    const locale = await getLocale();
    const t = await getTranslations('Listing');
    const common = await getTranslations('Common');
    // The lists' titles are the interface's words over English lists.
    const interfaceWords = interfaceLanguage(locale);
    return (
      <ArticleView
        path={hrefOf(member)}
        eyebrow={member.division}
        heading={member.name}
        lede={member.role}
        jsonLd={[personJsonLd(member, locale)]}
        aside={
          <FactBox
            title={common('atAGlance')}
            facts={[
              { label: t('role'), value: member.role },
              { label: t('division'), value: member.division },
              { label: t('location'), value: member.location },
              { label: t('joined'), value: <DateText iso={member.joined} /> },
            ]}
          />
        }
        related={postsByDate.filter((post) => post.authorId === member.id)}
      >
        <Paragraphs items={member.bio} />
        <List title={t('expertise')} items={member.expertise} titleLanguage={interfaceWords} />
        <List title={t('education')} items={member.education} titleLanguage={interfaceWords} />
        <List title={t('selectedWork')} items={member.selectedWork} titleLanguage={interfaceWords} />
      </ArticleView>
    );
  },
});

export const topicRoute = collectionRoute('slug', topics, {
  seo: seoOf,
  View: async ({ entry: topic }) => {
    const t = await getTranslations('Listing');
    return (
      <ArticleView
        path={hrefOf(topic)}
        eyebrow={<span {...interfaceLanguage(await getLocale())}>{t('postsInTopic')}</span>}
        heading={topic.heading}
        lede={topic.summary}
        blocks={topic.blocks}
        jsonLd={[]}
        related={postsByDate.filter((post) => post.tags.some((tag) => topic.tags.includes(tag)))}
      />
    );
  },
});

/** Tag and category pages: the term's introduction, then every post filed under it. */
function taxonomyRoute(entries: readonly (InCollection<'tag', Taxonomy> | InCollection<'category', Taxonomy>)[], param: 'tag' | 'category') {
  const postsOf = (term: Taxonomy) => postsByDate.filter((post) => (param === 'tag' ? post.tags.includes(term.slug) : post.category === term.slug));
  const titleOf = async (term: Taxonomy) => {
    const t = await getTranslations('Listing');
    return param === 'tag' ? t('postsTagged', { tag: term.name }) : t('postsInCategory', { category: term.name });
  };
  return collectionRoute(param, entries, {
    // The page's title is the same interface phrase as its eyebrow, in the visitor's language.
    seo: async (term) => ({
      title: await titleOf(term),
      description: term.description,
      keywords: [term.name],
      ogSection: 'company',
    }),
    View: async ({ entry: term }) => {
      const title = await titleOf(term);
      return (
        <ArticleView
          path={hrefOf(term)}
          trailExtra={[{ name: 'Blog', path: '/blog' }]}
          // The eyebrow is the interface's phrase around the term's English name.
          eyebrow={<span {...interfaceLanguage(await getLocale())}>{title}</span>}
          heading={param === 'tag' ? `#${term.name}` : term.name}
          lede={term.description}
          blocks={[{ type: 'prose', paragraphs: term.intro }]}
          jsonLd={[]}
          related={postsOf(term)}
          relatedTitle={title}
        />
      );
    },
  });
}

export const tagRoute = taxonomyRoute(tags, 'tag');
export const categoryRoute = taxonomyRoute(categories, 'category');
