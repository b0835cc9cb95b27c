import { ArrowRight, Users } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { ListingIntro } from '../../components/layout/listing-intro.tsx';
import { ProfileAvatar } from '../../components/profile/profile-avatar.tsx';
import { memberPath } from '../../components/profile/profile-rules.ts';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchField, SearchForm } from '../../components/ui/search-field.tsx';
import { usePublicUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';
import { useHydratedField } from '../../lib/use-hydrated-field.ts';
import { ALL_SKILLS, filterPortfolios, skillsOf } from './portfolio-filter.ts';
import { type MemberPortfolio, sampleMembers } from './sample-members.ts';

const skills = skillsOf(sampleMembers);

function readSkill(value: string | null): string {
  return value && skills.includes(value) ? value : ALL_SKILLS;
}

function PortfolioCard({ member }: { member: MemberPortfolio }) {
  const counts = [
    { label: 'Articles', value: member.articles },
    { label: 'Videos', value: member.videos },
    { label: 'Graphics', value: member.graphics },
  ];
  return (
    <article
      data-testid="portfolio-card"
      className="group relative flex h-full flex-col rounded-lg border border-rule bg-paper p-5 transition-colors duration-150 focus-within:border-ink hover:border-ink"
    >
      <div className="flex items-center gap-4">
        <ProfileAvatar name={member.name} imageUrl={member.profileImageUrl} size="sm" />
        <div className="min-w-0">
          <h2 className="font-bold font-serif text-ink text-xl leading-snug">
            <Link
              href={memberPath(member.name)}
              className="outline-none before:absolute before:inset-0 before:rounded-lg hover:text-accent focus-visible:before:outline-2 focus-visible:before:outline-focus focus-visible:before:outline-offset-2 focus-visible:before:outline-solid"
            >
              {member.name}
            </Link>
          </h2>
          <p className="text-muted text-sm">
            {member.major} · {member.year}
          </p>
        </div>
      </div>
      <p className="mt-4 text-ink leading-relaxed">{member.bio}</p>
      {/* The margin below keeps the tags off the divider when this card sets the row's height. */}
      <ul aria-label="Skills" className="mt-4 mb-5 flex flex-wrap gap-1.5">
        {member.skills.map((skill) => (
          <li key={skill} className="rounded-full bg-paper-soft px-2.5 py-1 font-medium text-ink text-xs">
            {skill}
          </li>
        ))}
      </ul>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-rule border-t pt-4 text-center">
        {counts.map((count) => (
          <div key={count.label} className="flex flex-col-reverse">
            <dt className="text-muted text-xs">{count.label}</dt>
            <dd className="font-bold font-serif text-ink text-xl tabular-nums">{count.value}</dd>
          </div>
        ))}
      </dl>
      {(member.portfolioUrl || member.linkedinUrl) && (
        <p className="relative z-10 mt-4 flex flex-wrap gap-4 text-sm">
          {[
            { label: 'Portfolio', href: member.portfolioUrl },
            { label: 'LinkedIn', href: member.linkedinUrl },
          ].map(({ label, href }) =>
            href ? (
              <a
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-ink underline underline-offset-4 hover:text-accent"
              >
                {label}
                <span className="sr-only"> of {member.name} (opens in a new tab)</span>
              </a>
            ) : null,
          )}
        </p>
      )}
      <span
        aria-hidden="true"
        className="mt-4 inline-flex items-center gap-1 font-semibold text-accent text-sm"
      >
        View profile <ArrowRight className="size-4" />
      </span>
    </article>
  );
}

/** Member portfolios (public-site §2): search plus a skill filter over a fixed set of sample members. */
export function MemberPortfoliosPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const skill = readSkill(searchParams.get('skill'));
  const { chapterName } = useSiteSettings();
  const publicUrl = usePublicUrl();
  const shown = filterPortfolios(sampleMembers, query, skill);

  const setParam = (key: 'q' | 'skill', value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && value !== ALL_SKILLS) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const skillField = useHydratedField<HTMLSelectElement>(skill, (value) => setParam('skill', value));

  return (
    <>
      <PageHead
        title="Member Portfolios"
        description={`Meet the student journalists, producers and designers of ${chapterName}: their beats, their skills and their published work.`}
        path="/member-portfolios"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Member Portfolios',
          itemListElement: sampleMembers.map((member, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: `${publicUrl}${memberPath(member.name)}`,
            name: member.name,
          })),
        }}
      />

      <ListingIntro
        icon={Users}
        eyebrow="Our members"
        title="Member Portfolios"
        lead="The reporters, hosts, producers and designers behind the chapter's work. Find someone by name, major or beat, or narrow the list to a skill."
      >
        {/* A plain GET form, so searching and filtering work before (or without) JavaScript too. */}
        <SearchForm action="/member-portfolios" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            id="portfolio-search"
            label="Search members"
            showLabel
            placeholder="Search by name, major or skill"
            value={query}
            onChange={(value) => setParam('q', value)}
            className="sm:max-w-md"
          />
          <div className="flex flex-col gap-1 sm:w-64">
            <label htmlFor="portfolio-skill" className="font-semibold text-ink text-sm">
              Skill
            </label>
            <select
              id="portfolio-skill"
              name="skill"
              {...skillField}
              className="h-11 w-full rounded-md border border-rule-strong bg-paper px-3 text-base text-ink focus-visible:border-ink"
            >
              <option value={ALL_SKILLS}>All skills</option>
              {skills.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
        </SearchForm>
      </ListingIntro>

      <section aria-label="Members" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <p aria-live="polite" className="text-muted text-sm">
          {shown.length === sampleMembers.length
            ? `${shown.length} members`
            : `${shown.length} of ${sampleMembers.length} members`}
        </p>
        {shown.length === 0 ? (
          <div className="mt-6 rounded-lg border border-rule border-dashed bg-paper-soft px-6 py-14 text-center">
            <h2 className="font-bold font-serif text-2xl text-ink">No Members Found</h2>
            <p className="mx-auto mt-3 max-w-md text-muted leading-relaxed">
              No member matches that search{skill !== ALL_SKILLS ? ' and skill' : ''}. Try another name or
              skill.
            </p>
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}
            >
              Clear search
            </Button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((member) => (
              <li key={member.id}>
                <PortfolioCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
