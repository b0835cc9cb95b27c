import { NotFoundNotice } from '../../components/ui/not-found-notice.tsx';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';

/** The fallback for any unknown path (public-site §2, §8). */
export function NotFoundPage() {
  const { chapterName } = useSiteSettings();
  return (
    <>
      <title>{`404 Page Not Found | ${chapterName}`}</title>
      <NotFoundNotice
        heading="404 Page Not Found"
        message="The page you were looking for has moved or never existed. Check the address, or pick up the latest stories from the newsroom."
        links={[
          { href: '/', label: 'Back to home' },
          { href: '/writing', label: 'Read our stories' },
        ]}
      />
    </>
  );
}
