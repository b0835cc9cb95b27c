import { Camera, GraduationCap, Plane } from 'lucide-react';
import { DonationWidget } from '../../components/donation/donation-widget.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { usePublicUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';

/** public-site §2 Donation page: three cards on what gifts pay for. */
const uses = [
  {
    icon: Plane,
    title: 'Convention travel',
    text: 'Registration, shared rooms and travel so members can attend the NABJ national convention and regional conferences, where students meet editors, sit in on sessions and interview for internships.',
  },
  {
    icon: Camera,
    title: 'Equipment',
    text: 'Cameras, microphones, lights, tripods and editing software that members borrow to report stories and produce NABJ TV, so no one has to own their gear to start.',
  },
  {
    icon: GraduationCap,
    title: 'Workshops',
    text: 'Bringing working journalists to campus for writing and on-camera workshops, portfolio reviews and career panels that are free for every student who comes.',
  },
] as const;

/** The donation page: what gifts pay for, then the widget. */
export function DonatePage() {
  const { chapterName, contactEmail } = useSiteSettings();
  const publicUrl = usePublicUrl();
  return (
    <>
      <PageHead
        title="Donate"
        description={`Support ${chapterName}: gifts pay for convention travel, equipment and workshops for student journalists.`}
        path="/donate"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `Donate to ${chapterName}`,
          url: `${publicUrl}/donate`,
          potentialAction: {
            '@type': 'DonateAction',
            recipient: { '@type': 'Organization', name: chapterName },
          },
        }}
      />

      <section aria-labelledby="donate-title" className="border-rule border-b">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 sm:pt-16 lg:px-8">
          <p className="font-semibold text-accent text-sm uppercase tracking-widest">Donate</p>
          <h1
            id="donate-title"
            className="mt-2 max-w-3xl font-bold font-serif text-4xl text-ink leading-tight tracking-tight sm:text-5xl"
          >
            Support the next generation of Black journalists
          </h1>
          <p className="mt-4 max-w-2xl font-serif text-lg text-muted leading-relaxed sm:text-xl">
            {chapterName} runs on student time and small gifts. Here is where your money goes.
          </p>

          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {uses.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                data-testid="donate-use"
                className="rounded-lg border border-rule bg-paper-soft p-6"
              >
                <Icon aria-hidden="true" className="size-7 text-accent" />
                <h2 className="mt-4 font-bold font-serif text-2xl text-ink">{title}</h2>
                <p className="mt-2 text-ink leading-relaxed">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <DonationWidget heading="Make a donation" />
        <p className="mt-6 text-muted leading-relaxed">
          Questions about giving, or want to sponsor a workshop?{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-semibold text-ink underline underline-offset-4 hover:text-accent"
          >
            {contactEmail}
          </a>
        </p>
      </div>
    </>
  );
}
