import { useTranslations } from 'next-intl';
import type { IconName } from '@/components/ui/icon';
import { Icon } from '@/components/ui/icon';
import { NavLink } from './nav-link';

type NavKey = 'home' | 'explore' | 'products' | 'research' | 'services' | 'company' | 'contact';
type MoreKey = 'projects' | 'about';

type NavItem = { href: string; key: NavKey; icon: IconName };

/** The fixed navigation links (spec 2.8); labels and descriptions live in messages under Nav. */
const mainNav: readonly NavItem[] = [
  { href: '/explore', key: 'explore', icon: 'compass' },
  { href: '/products', key: 'products', icon: 'box' },
  { href: '/research', key: 'research', icon: 'flask' },
  { href: '/services', key: 'services', icon: 'wrench' },
  { href: '/company', key: 'company', icon: 'building' },
  { href: '/contact', key: 'contact', icon: 'mail' },
];

const homeNav: NavItem = { href: '/', key: 'home', icon: 'home' };

/**
 * Spec 2.8's alternate mobile bar lists Home, Products, Research, Projects, Services, About and
 * Contact. The mobile menu is that bar's menu (60 px, logo and name, 56 px links), so it lists the
 * two the fixed links do not cover under them: on a phone /projects and /about were otherwise only in the footer.
 */
const menuMoreNav: readonly { href: string; key: MoreKey; icon: IconName }[] = [
  { href: '/projects', key: 'projects', icon: 'folder' },
  { href: '/about', key: 'about', icon: 'users' },
];

/** The Nav message key of a main section's path ("/products" → "products"), for other places that name it. */
export function navKeyOf(path: string): NavKey | undefined {
  return mainNav.find((item) => item.href === path)?.key;
}

/** A mobile menu link: a 56 px row, the current page shaded. */
const menuLink = 'flex min-h-14 items-center rounded-2xl px-4 font-medium text-ink-2 hover:bg-surface-2 hover:text-ink data-[active]:bg-surface-2 data-[active]:text-ink';

const variants = {
  /** The desktop header: icon and label, the description as a tooltip. */
  bar: {
    list: 'nav-bar-list',
    link: 'nav-pill',
    icon: 16,
  },
  /** The hub and blog section bar: labels only. */
  section: {
    list: 'flex items-center gap-1 text-sm lg:max-xl:gap-0',
    link: 'rounded-full px-3 py-1.5 whitespace-nowrap text-ink-2 hover:bg-surface-2 hover:text-ink data-[active]:text-ink lg:max-xl:px-2',
    icon: 0,
  },
  /** The mobile menu: Home first, icon, label and description. */
  menu: {
    list: 'flex flex-col',
    link: `${menuLink} gap-4 text-lg`,
    icon: 20,
  },
} as const;

/** The main navigation, defined once and drawn by the header, the section bar and the mobile menu. */
export function MainNavList({ variant }: { variant: keyof typeof variants }) {
  const t = useTranslations('Nav');
  const style = variants[variant];
  const items = variant === 'menu' ? [homeNav, ...mainNav] : mainNav;
  const list = (
    <ul className={style.list}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink
            href={item.href}
            title={variant === 'bar' ? t(`${item.key}Description`) : undefined}
            className={style.link}
          >
            {style.icon ? <Icon name={item.icon} size={style.icon} /> : null}
            {variant === 'menu' ? (
              <span className="flex flex-col">
                <span>{t(item.key)}</span>
                <span className="text-sm font-normal text-ink-3">{t(`${item.key}Description`)}</span>
              </span>
            ) : (
              t(item.key)
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  if (variant !== 'menu') return list;
  return (
    <>
      {list}
      <ul className="mt-3 grid grid-cols-2 gap-2 border-t border-line pt-3" data-testid="menu-more">
        {menuMoreNav.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} className={`${menuLink} gap-3`}>
              <Icon name={item.icon} size={variants.menu.icon} />
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
