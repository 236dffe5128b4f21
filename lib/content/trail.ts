import 'server-only';
import { getPage } from './index';
import type { Page } from './types';

/** One step of a breadcrumb trail: a name and an English path. */
export type Crumb = { name: string; path: string };

/** An ancestor's crumb is a short label ("Products"), not its full heading. */
function crumbName(page: Page): string {
  if (page.crumb) return page.crumb;
  const [lead, rest] = page.title.split(':');
  return rest && lead!.length <= 24 ? lead! : page.eyebrow;
}

/**
 * The breadcrumb trail of a path: Home, then every ancestor that is a page of its own, then the
 * page. `homeName` is the localised word for Home.
 */
export function trailFor(path: string, name: string, homeName: string, extra: Crumb[] = []): Crumb[] {
  const trail: Crumb[] = [{ name: homeName, path: '/' }];
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i++) {
    const ancestor = `/${segments.slice(0, i).join('/')}`;
    const page = getPage(ancestor);
    if (page) trail.push({ name: crumbName(page), path: ancestor });
  }
  trail.push(...extra);
  trail.push({ name, path });
  return trail;
}
