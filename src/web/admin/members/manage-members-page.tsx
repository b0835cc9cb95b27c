import type { AdminMemberOfTheMonth } from '../../../contracts/member-of-the-month.ts';
import { CardImage } from '../components/card-image.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge } from '../components/content-card.tsx';
import type { ListView } from '../components/content-list/content-list-page.tsx';

// admin-area §2 "Members card": month badge, name, bio, image, major, year, quote.
export const memberList: ListView<AdminMemberOfTheMonth> = {
  kind: 'member',
  title: (member) => member.name,
  deleteName: (member) => `${member.name} (${member.month})`,
  picture: (member) => <CardImage src={member.imageUrl} alt={`Portrait of ${member.name}`} />,
  badges: (member, { current }) => (
    <>
      <Badge>{member.month}</Badge>
      {current && <Badge className="bg-green-800">Featured now</Badge>}
    </>
  ),
  date: (member) => <ChapterTime iso={member.createdAt} />,
  meta: (member) => (
    <>
      {member.major} · {member.year} · <span className="italic">“{member.quote}”</span>
    </>
  ),
  text: (member) => member.bio,
};
