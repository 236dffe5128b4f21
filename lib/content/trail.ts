import 'server-only';
import type { Crumb } from '@/components/sections/breadcrumbs';
import { getPage } from './index';

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
    if (page) trail.push({ name: page.heading, path: ancestor });
  }
  trail.push(...extra);
  trail.push({ name, path });
  return trail;
}
