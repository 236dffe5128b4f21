import type { IconName } from '@/components/ui/icon';

export type NavItem = { href: string; key: string; icon: IconName };

/** The fixed navigation links (spec 2.8); labels and descriptions live in messages under Nav. */
export const mainNav: readonly NavItem[] = [
  { href: '/explore', key: 'explore', icon: 'compass' },
  { href: '/products', key: 'products', icon: 'box' },
  { href: '/research', key: 'research', icon: 'flask' },
  { href: '/services', key: 'services', icon: 'wrench' },
  { href: '/company', key: 'company', icon: 'building' },
  { href: '/contact', key: 'contact', icon: 'mail' },
];

export const homeNav: NavItem = { href: '/', key: 'home', icon: 'home' };

export function isActivePath(current: string, href: string): boolean {
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}
