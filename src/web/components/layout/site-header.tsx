import { Link, useLocation } from 'wouter';
import { articleCategories, articleCategoryLabels } from '../../../contracts/article-values.ts';
import { cn } from '../../lib/cn.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { MobileNav } from './mobile-nav.tsx';
import { isNavGroup, type NavEntry, type NavLink } from './nav-entries.ts';
import { StoriesMenu } from './stories-menu.tsx';

/** public-site §2: the Stories dropdown, in this order. */
export const storyLinks: readonly NavLink[] = [
  { label: 'All Stories', href: '/writing' },
  ...articleCategories.map((category) => ({
    label: articleCategoryLabels[category],
    href: `/writing/${category}`,
  })),
];

/** public-site §2: the header navigation, shared by the desktop bar and the mobile sheet. */
export const siteNav: readonly NavEntry[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Stories', links: storyLinks },
  { label: 'NABJ TV', href: '/nabj-tv' },
  { label: 'Graphics', href: '/graphics' },
  { label: "NABJ's Picks", href: '/nabj-picks' },
  { label: 'Extra! Extra!', href: '/just-for-fun' },
];

export function isStoriesPath(path: string): boolean {
  return path === '/writing' || path.startsWith('/writing/');
}

const navItemClass =
  'relative inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2.5 font-medium text-sm text-ink transition-colors duration-150 hover:text-accent';
// The active item: accent text and a short rule under it, so it does not rely on colour alone.
const activeClass =
  'text-accent after:absolute after:inset-x-2.5 after:bottom-1 after:h-0.5 after:rounded-full after:bg-accent';

export function SiteHeader() {
  const settings = useSiteSettings();
  const [location] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-rule border-b bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex min-w-0 items-center gap-3 rounded-md">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center border-accent border-b-4 bg-ink font-extrabold text-[0.8125rem] text-paper tracking-tight"
          >
            NABJ
          </span>
          <span className="grid min-w-0 leading-tight">
            <span className="truncate font-bold font-serif text-lg text-ink">{settings.chapterName}</span>
            {settings.chapterSubtitle && (
              <span className="truncate text-muted text-xs">{settings.chapterSubtitle}</span>
            )}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {siteNav.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.label}>
                  <StoriesMenu
                    label={entry.label}
                    links={entry.links}
                    location={location}
                    active={isStoriesPath(location)}
                    triggerClassName={cn(navItemClass, isStoriesPath(location) && activeClass)}
                  />
                </li>
              ) : (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    aria-current={location === entry.href ? 'page' : undefined}
                    className={cn(navItemClass, location === entry.href && activeClass)}
                  >
                    {entry.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <MobileNav nav={siteNav} className="lg:hidden" />
      </div>
    </header>
  );
}
