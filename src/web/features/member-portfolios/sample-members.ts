// public-site §2, §3: the portfolios page shows a fixed set of sample members. Every person is invented;
// the names match the demo chapter's contributors, so each card leads to a profile on a demo site.

export interface MemberPortfolio {
  id: number;
  name: string;
  major: string;
  year: string;
  email: string;
  bio: string;
  /** '' shows the initials avatar. */
  profileImageUrl: string;
  skills: string[];
  /** '' when the member has no portfolio site or LinkedIn page to show. */
  portfolioUrl: string;
  linkedinUrl: string;
  articles: number;
  videos: number;
  graphics: number;
}

export const sampleMembers: MemberPortfolio[] = [
  {
    id: 1,
    name: 'Maya Brooks',
    major: 'Journalism',
    year: 'Senior',
    email: 'maya.brooks@example.edu',
    bio: 'Covers student government and campus policy, and edits the chapter’s Sunday newsletter.',
    profileImageUrl: '',
    skills: ['Reporting', 'Editing', 'Newsletter', 'Interviewing'],
    portfolioUrl: '',
    linkedinUrl: '',
    articles: 4,
    videos: 1,
    graphics: 0,
  },
  {
    id: 2,
    name: 'Darius Coleman',
    major: 'Mass Communications',
    year: 'Junior',
    email: 'darius.coleman@example.edu',
    bio: 'Writes opinion and sports culture and hosts the chapter’s short-form video series.',
    profileImageUrl: '',
    skills: ['Opinion Writing', 'On-Camera Hosting', 'Sports', 'Video Editing'],
    portfolioUrl: '',
    linkedinUrl: '',
    articles: 3,
    videos: 2,
    graphics: 0,
  },
  {
    id: 3,
    name: 'Imani Thompson',
    major: 'Public Health',
    year: 'Sophomore',
    email: 'imani.thompson@example.edu',
    bio: 'Reports on student health and wellness, from clinic hours to mental health resources.',
    profileImageUrl: '',
    skills: ['Reporting', 'Health Reporting', 'Data Journalism'],
    portfolioUrl: '',
    linkedinUrl: '',
    articles: 3,
    videos: 0,
    graphics: 0,
  },
  {
    id: 4,
    name: 'Jalen Price',
    major: 'Visual Communications',
    year: 'Senior',
    email: 'jalen.price@example.edu',
    bio: 'The chapter’s lead designer and photographer; most of our graphics carry his name.',
    profileImageUrl: '',
    skills: ['Graphic Design', 'Photography', 'Data Visualization'],
    portfolioUrl: '',
    linkedinUrl: '',
    articles: 0,
    videos: 1,
    graphics: 4,
  },
  {
    id: 5,
    name: 'Kiara Johnson',
    major: 'Media Arts',
    year: 'Junior',
    email: 'kiara.johnson@example.edu',
    bio: 'Produces NABJ TV and edits long-form pieces on Columbia’s Black-owned businesses.',
    profileImageUrl: '',
    skills: ['Video Production', 'Video Editing', 'Photography', 'Producing'],
    portfolioUrl: '',
    linkedinUrl: '',
    articles: 1,
    videos: 3,
    graphics: 2,
  },
  {
    id: 6,
    name: 'Andre Williams',
    major: 'Journalism',
    year: 'Alumni',
    email: 'andre.williams@example.edu',
    bio: 'Founded the chapter’s entertainment beat and now reports for a newsroom in Charlotte.',
    profileImageUrl: '',
    skills: ['Entertainment Reporting', 'Interviewing', 'Podcasting'],
    portfolioUrl: '',
    linkedinUrl: '',
    articles: 1,
    videos: 0,
    graphics: 0,
  },
];
