import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView, FactBox } from '@/components/templates/article-view';
import { Heading } from '@/components/ui/section';
import { getMember, postsByDate, team } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { pageMetadata } from '@/lib/seo/metadata';
import { personJsonLd } from '@/lib/seo/page-json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return team.map((member) => ({ memberId: member.id }));
}

type Props = { params: Promise<{ memberId: string }> };

async function load(params: Props['params']) {
  const member = getMember((await params).memberId);
  if (!member) notFound();
  return member;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const member = await load(params);
  return pageMetadata({
    locale: await getLocale(),
    path: `/team/${member.id}`,
    title: member.title,
    description: member.description,
    keywords: member.keywords,
    ogSection: 'company',
    authors: [member.name],
  });
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <Heading level={2} className="mb-4 text-2xl">
        {title}
      </Heading>
      <ul className="max-w-[68ch] list-disc space-y-2 ps-5 leading-7 text-ink-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export default async function TeamMemberPage({ params }: Props) {
  const member = await load(params);
  const locale = await getLocale();
  const t = await getTranslations('Listing');
  const nav = await getTranslations('Nav');
  const path = `/team/${member.id}`;
  const written = postsByDate.filter((post) => post.authorId === member.id);
  return (
    <ArticleView
      path={path}
      trail={trailFor(path, member.name, nav('home'))}
      eyebrow={member.division}
      heading={member.name}
      lede={member.role}
      jsonLd={[personJsonLd(member, locale)]}
      aside={
        <FactBox
          title={member.name}
          facts={[
            { label: t('role'), value: member.role },
            { label: t('division'), value: member.division },
            { label: t('location'), value: member.location },
            { label: t('joined'), value: member.joined },
          ]}
        />
      }
      related={written.map((post) => ({ href: `/blog/${post.slug}`, title: post.heading, body: post.excerpt, theme: post.theme }))}
    >
      <div className="prose-body max-w-[68ch]">
        {member.bio.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <List title={t('expertise')} items={member.expertise} />
      <List title={t('education')} items={member.education} />
      <List title={t('selectedWork')} items={member.selectedWork} />
    </ArticleView>
  );
}
