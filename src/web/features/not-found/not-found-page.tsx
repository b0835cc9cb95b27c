import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';

/** The fallback for any unknown path (public-site §2, §8). */
export function NotFoundPage() {
  const { chapterName } = useSiteSettings();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-20 sm:px-6 sm:py-28">
      <title>{`404 Page Not Found | ${chapterName}`}</title>
      <p className="font-semibold text-accent text-sm uppercase tracking-widest">Error 404</p>
      <h1 className="mt-3 font-bold font-serif text-4xl text-ink leading-tight sm:text-5xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 max-w-prose text-lg text-muted leading-relaxed">
        The page you were looking for has moved or never existed. Check the address, or pick up the latest
        stories from the newsroom.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href="/">Back to home</Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link href="/writing">Read our stories</Link>
        </Button>
      </div>
    </section>
  );
}
