import { useQuery } from '@tanstack/react-query';
import { Award, Quote } from 'lucide-react';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { currentMemberQuery } from '../../lib/queries/content.ts';
import { splitAchievements } from './achievements.ts';

/** public-site §2: the member of the month, shown only when there is one. */
export function MemberOfTheMonthSection() {
  const { data: member } = useQuery(currentMemberQuery());
  if (!member) return null;
  const achievements = splitAchievements(member.achievements);

  return (
    <section aria-labelledby="member-of-the-month-title" className="border-rule border-b py-10 sm:py-14">
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start lg:gap-12">
        <div className="relative">
          <ResponsiveImage
            src={member.imageUrl}
            alt={`Portrait of ${member.name}`}
            width={640}
            height={800}
            sizes="(min-width: 768px) 40vw, 100vw"
            priority
            className="aspect-[4/5] w-full rounded-md bg-paper-soft object-cover"
          />
          <p className="absolute top-3 left-3 rounded-sm bg-ink px-2.5 py-1 font-semibold text-paper text-xs uppercase tracking-wider">
            {member.month}
          </p>
        </div>
        <div>
          <p className="font-semibold text-accent text-sm uppercase tracking-widest">Member of the Month</p>
          <h2
            id="member-of-the-month-title"
            className="mt-2 font-bold font-serif text-3xl text-ink leading-tight sm:text-4xl"
          >
            {member.name}
          </h2>
          <p className="mt-2 text-muted text-sm">{`${member.major} · ${member.year} · ${member.month}`}</p>
          <p className="mt-5 max-w-prose font-serif text-ink text-lg leading-relaxed">{member.bio}</p>
          {achievements.length > 0 && (
            <div className="mt-6">
              <h3 className="font-semibold text-ink text-sm uppercase tracking-wider">Achievements</h3>
              <ul aria-label="Achievements" className="mt-3 grid gap-2">
                {achievements.map((item) => (
                  <li key={item} className="flex items-start gap-2 text-base text-ink">
                    <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <blockquote className="mt-8 border-accent border-l-4 pl-5">
            <Quote aria-hidden="true" className="size-5 text-accent" />
            <p className="mt-2 font-serif text-ink text-xl italic leading-relaxed">{member.quote}</p>
            <footer className="mt-2 text-muted text-sm">{`— ${member.name}`}</footer>
          </blockquote>
        </div>
      </div>
    </section>
  );
}
