import { CalendarClock, Mail, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { chapterDay } from '../../lib/format.ts';
import { externalHref } from '../../lib/links.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { SocialLinks } from '../ui/social-links.tsx';

/** public-site §1: the mission line the footer states. */
export const MISSION_STATEMENT =
  'Empowering the next generation of Black journalists through community, mentorship and storytelling.';

const quickLinks = [
  { label: 'Home', href: '/' },
  // The header's name for the section (public-site §2 called it Writing here): one label everywhere.
  { label: 'Stories', href: '/writing' },
  { label: 'NABJ TV', href: '/nabj-tv' },
  { label: 'Graphics', href: '/graphics' },
  { label: 'About', href: '/about' },
  // Not in public-site §2's list; otherwise no menu or footer led to the portfolios.
  { label: 'Member Portfolios', href: '/member-portfolios' },
] as const;

const footerLinkClass =
  'text-paper/80 underline-offset-4 transition-colors duration-150 hover:text-paper hover:underline';

export function SiteFooter() {
  const settings = useSiteSettings();
  // An empty URL means the chapter has no account there (site settings allow '').
  const socialLinks = [
    { label: 'Instagram', href: externalHref(settings.instagramUrl) },
    { label: 'YouTube', href: externalHref(settings.youtubeUrl) },
    { label: 'TikTok', href: externalHref(settings.tiktokUrl) },
  ].filter((link): link is { label: string; href: string } => link.href !== undefined);

  return (
    // The accent ring is under 3:1 on ink, so focus rings here are drawn in paper.
    <footer className="mt-16 bg-ink text-paper [&_:focus-visible]:outline-paper">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.5fr] lg:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-bold font-serif text-2xl">
            {settings.chapterName}
          </h2>
          {settings.chapterSubtitle && (
            <p className="mt-1 text-paper/80 text-sm">{settings.chapterSubtitle}</p>
          )}
          <p className="mt-4 max-w-md font-serif text-lg text-paper/90 leading-relaxed">
            {MISSION_STATEMENT}
          </p>
          <SocialLinks
            links={socialLinks}
            className="mt-6"
            linkClassName="border-paper/40 hover:border-paper hover:bg-paper hover:text-ink"
          />
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-semibold text-paper/80 text-xs uppercase tracking-widest"
          >
            Quick Links
          </h2>
          <ul className="mt-4 grid gap-2.5">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-paper/80 text-xs uppercase tracking-widest">
            Contact
          </h2>
          <address className="mt-4 grid gap-3 text-sm not-italic">
            <p className="flex items-start gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-paper/80" />
              <a href={`mailto:${settings.contactEmail}`} className={`${footerLinkClass} break-all`}>
                {settings.contactEmail}
              </a>
            </p>
            {settings.campusLocation && (
              <p className="flex items-start gap-2.5 text-paper/80">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {settings.campusLocation}
              </p>
            )}
            {settings.meetingFooter && (
              <p className="flex items-start gap-2.5 text-paper/80">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {settings.meetingFooter}
              </p>
            )}
          </address>
        </section>
      </div>

      <div className="border-paper/20 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-paper/80 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{`© ${chapterDay(new Date(), settings.timeZone).year} ${settings.chapterName}. All rights reserved.`}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {['Privacy Policy', 'Terms of Service'].map((label) => (
              <li key={label}>
                {/* biome-ignore lint/a11y/useValidAnchor: placeholders the site keeps until the chapter publishes these pages. */}
                <a href="#" className={footerLinkClass}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              {/* The admin area is a separate client app, so it needs a full page load, not a wouter Link. */}
              <a href="/admin/login" className={footerLinkClass}>
                Admin
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
