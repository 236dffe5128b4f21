import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView, FactBox } from '@/components/templates/article-view';
import { Heading } from '@/components/ui/section';
import { absoluteUrl } from '@/lib/config';
import { getVideo, videos } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { formatDuration } from '@/lib/format';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { publisher } from '@/lib/seo/json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return videos.map((video) => ({ videoId: video.id }));
}

type Props = { params: Promise<{ videoId: string }> };

async function load(params: Props['params']) {
  const video = getVideo((await params).videoId);
  if (!video) notFound();
  return video;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const video = await load(params);
  return pageMetadata({
    locale: await getLocale(),
    path: `/videos/${video.id}`,
    title: video.title,
    description: video.description,
    keywords: video.keywords,
    ogSection: video.theme,
  });
}

export default async function VideoPage({ params }: Props) {
  const video = await load(params);
  const locale = await getLocale();
  const t = await getTranslations('Listing');
  const nav = await getTranslations('Nav');
  const path = `/videos/${video.id}`;
  return (
    <ArticleView
      path={path}
      trail={trailFor(path, video.heading, nav('home'))}
      eyebrow={`${t('duration')} ${formatDuration(video.duration)}`}
      heading={video.heading}
      lede={video.summary}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'VideoObject',
          name: video.heading,
          description: video.description,
          uploadDate: video.published,
          duration: video.duration,
          thumbnailUrl: absoluteUrl(`/og/${video.theme}.png`),
          url: absoluteUrl(localizedPath(locale, path)),
          transcript: video.transcript.join('\n\n'),
          publisher,
        },
      ]}
      aside={
        <>
          <FactBox
            title={video.heading}
            facts={[
              { label: t('speaker'), value: video.speaker },
              { label: t('duration'), value: formatDuration(video.duration) },
            ]}
          />
          <section className="rounded-2xl border border-line bg-surface p-5" aria-labelledby="chapters">
            <h2 id="chapters" className="eyebrow mb-4">
              {t('chapters')}
            </h2>
            <ol className="space-y-2 text-sm">
              {video.chapters.map((chapter) => (
                <li key={chapter.time} className="flex gap-3">
                  <span className="font-mono text-ink-3">{chapter.time}</span>
                  <span className="text-ink-2">{chapter.title}</span>
                </li>
              ))}
            </ol>
          </section>
        </>
      }
      related={videos
        .filter((other) => other.id !== video.id)
        .slice(0, 3)
        .map((other) => ({ href: `/videos/${other.id}`, title: other.heading, body: other.summary, theme: other.theme }))}
    >
      <section>
        <Heading level={2} className="mb-5 text-2xl">
          {t('transcript')}
        </Heading>
        <div className="prose-body max-w-[68ch]">
          {video.transcript.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>
    </ArticleView>
  );
}
