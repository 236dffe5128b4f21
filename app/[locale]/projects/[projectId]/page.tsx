import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView, FactBox } from '@/components/templates/article-view';
import { getProject, projects } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { absoluteUrl } from '@/lib/config';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { publisher } from '@/lib/seo/json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ projectId: project.id }));
}

type Props = { params: Promise<{ projectId: string }> };

async function load(params: Props['params']) {
  const project = getProject((await params).projectId);
  if (!project) notFound();
  return project;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await load(params);
  return pageMetadata({
    locale: await getLocale(),
    path: `/projects/${project.id}`,
    title: project.title,
    description: project.description,
    keywords: project.keywords,
    ogSection: project.theme,
  });
}

export default async function ProjectPage({ params }: Props) {
  const project = await load(params);
  const locale = await getLocale();
  const t = await getTranslations('Listing');
  const nav = await getTranslations('Nav');
  const path = `/projects/${project.id}`;
  return (
    <ArticleView
      path={path}
      trail={trailFor(path, project.heading, nav('home'))}
      eyebrow={project.status}
      heading={project.heading}
      lede={project.summary}
      blocks={project.blocks}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'ResearchProject',
          name: project.heading,
          description: project.description,
          url: absoluteUrl(localizedPath(locale, path)),
          foundingDate: project.started,
          parentOrganization: publisher,
        },
      ]}
      aside={
        <FactBox
          title={project.heading}
          facts={[
            { label: t('status'), value: project.status },
            { label: t('started'), value: project.started },
            { label: t('partners'), value: project.partners.join(', ') },
            ...project.facts,
          ]}
        />
      }
      related={projects
        .filter((other) => other.id !== project.id)
        .slice(0, 3)
        .map((other) => ({ href: `/projects/${other.id}`, title: other.heading, body: other.summary, theme: other.theme, eyebrow: other.status }))}
    />
  );
}
