import { describe, expect, it } from 'vitest';
import { ALL_SKILLS, filterPortfolios, skillsOf } from './portfolio-filter.ts';
import { type MemberPortfolio, sampleMembers } from './sample-members.ts';

const member = (overrides: Partial<MemberPortfolio>): MemberPortfolio => ({
  id: 1,
  name: 'Test Member',
  major: 'Journalism',
  year: 'Junior',
  email: 'test@example.edu',
  bio: '',
  profileImageUrl: '',
  skills: [],
  portfolioUrl: '',
  linkedinUrl: '',
  articles: 0,
  videos: 0,
  graphics: 0,
  ...overrides,
});

const ana = member({ id: 1, name: 'Ana Reyes', major: 'Journalism', skills: ['Reporting', 'Editing'] });
const ben = member({
  id: 2,
  name: 'Ben Cole',
  major: 'Media Arts',
  bio: 'Shoots photos',
  skills: ['Photography'],
});
const members = [ana, ben];

describe('filterPortfolios (public-site §5)', () => {
  it('shows everyone with no search and no skill', () => {
    expect(filterPortfolios(members, '', ALL_SKILLS)).toEqual(members);
    expect(filterPortfolios(members, '   ', ALL_SKILLS)).toEqual(members);
  });

  it('matches a case-insensitive substring of name, major, bio or a skill', () => {
    expect(filterPortfolios(members, 'ana', ALL_SKILLS)).toEqual([ana]);
    expect(filterPortfolios(members, 'MEDIA', ALL_SKILLS)).toEqual([ben]);
    expect(filterPortfolios(members, 'photos', ALL_SKILLS)).toEqual([ben]);
    expect(filterPortfolios(members, 'edit', ALL_SKILLS)).toEqual([ana]);
    expect(filterPortfolios(members, 'nobody', ALL_SKILLS)).toEqual([]);
  });

  it('keeps only members with the chosen skill, together with the search', () => {
    expect(filterPortfolios(members, '', 'Photography')).toEqual([ben]);
    expect(filterPortfolios(members, 'ana', 'Photography')).toEqual([]);
    expect(filterPortfolios(members, 'reyes', 'Editing')).toEqual([ana]);
  });
});

describe('skillsOf', () => {
  it('lists every skill once, alphabetically', () => {
    expect(skillsOf([ana, ben, member({ skills: ['Editing'] })])).toEqual([
      'Editing',
      'Photography',
      'Reporting',
    ]);
  });
});

describe('sampleMembers', () => {
  it('is a fixed set of 6–8 members with unique ids and names and initials avatars', () => {
    expect(sampleMembers.length).toBeGreaterThanOrEqual(6);
    expect(sampleMembers.length).toBeLessThanOrEqual(8);
    expect(new Set(sampleMembers.map((m) => m.id)).size).toBe(sampleMembers.length);
    expect(new Set(sampleMembers.map((m) => m.name)).size).toBe(sampleMembers.length);
    for (const m of sampleMembers) expect(m.skills.length).toBeGreaterThan(0);
  });
});
