// The demo chapter that `npm start` shows on an empty database (SEED_DEMO_CONTENT). Every person here is
// invented; names of contributors match the article bylines and video/graphic credits on purpose.

export interface DemoArticle {
  title: string;
  excerpt: string;
  category: 'news' | 'our-2-cents' | 'health' | 'entertainment' | 'local';
  author: string;
  featured: boolean;
  daysAgo: number;
  paragraphs: string[];
  pullQuotes: string[];
}

export const demoContributors = [
  {
    name: 'Maya Brooks',
    major: 'Journalism',
    schoolYear: 'Senior',
    graduationYear: 2027,
    isActive: true,
    bio: 'Maya covers student government and campus policy for the chapter and edits the Sunday newsletter. She interned at a Columbia TV newsroom last summer.',
    instagram: 'https://www.instagram.com/',
    linkedIn: 'https://www.linkedin.com/',
  },
  {
    name: 'Darius Coleman',
    major: 'Mass Communications',
    schoolYear: 'Junior',
    graduationYear: 2028,
    isActive: true,
    bio: 'Darius writes opinion and sports culture, and hosts the chapter’s short-form video series.',
    twitter: 'https://x.com/',
  },
  {
    name: 'Imani Thompson',
    major: 'Public Health',
    schoolYear: 'Sophomore',
    graduationYear: 2029,
    isActive: true,
    bio: 'Imani reports on health and wellness for students, from clinic hours to mental health resources.',
  },
  {
    name: 'Jalen Price',
    major: 'Visual Communications',
    schoolYear: 'Senior',
    graduationYear: 2027,
    isActive: true,
    bio: 'Jalen is the chapter’s lead designer and photographer; most of our graphics carry his name.',
  },
  {
    name: 'Kiara Johnson',
    major: 'Media Arts',
    schoolYear: 'Junior',
    graduationYear: 2028,
    isActive: true,
    bio: 'Kiara produces NABJ TV and edits long-form video pieces on Columbia’s Black-owned businesses.',
  },
  {
    name: 'Andre Williams',
    major: 'Journalism',
    schoolYear: 'Alumni',
    graduationYear: 2025,
    isActive: false,
    bio: 'Andre founded the chapter’s entertainment beat and now works as a reporter in Charlotte.',
  },
] as const;

export const demoArticles: DemoArticle[] = [
  {
    title: 'Student Senate Passes Budget With New Funding for Cultural Organizations',
    excerpt:
      'After three hours of debate, senators approved a budget that nearly doubles the money set aside for cultural student groups.',
    category: 'news',
    author: 'Maya Brooks',
    featured: true,
    daysAgo: 1,
    paragraphs: [
      'The Student Senate approved its spring budget on Wednesday night after a debate that ran past 10 p.m., nearly doubling the pool of money available to cultural student organizations.',
      'The new line item sets aside funding that groups such as the Association of African American Students and the chapter itself can apply for to host speakers, trips and heritage events. Senators who backed the change said demand had outgrown the old fund within weeks each semester.',
      '“Every year we tell organizations to come back next year,” said one senator during the debate. “This budget finally matches what students are asking for.”',
      'Applications open at the start of next month through the student organizations portal. Groups must submit an event plan and a budget estimate at least three weeks before the event.',
    ],
    pullQuotes: [
      'Every year we tell organizations to come back next year. This budget finally matches what students are asking for.',
    ],
  },
  {
    title: 'Columbia Opens Applications for Summer Youth Journalism Program',
    excerpt:
      'A city-backed program will pair high school students with local reporters for six weeks of paid summer work.',
    category: 'news',
    author: 'Maya Brooks',
    featured: false,
    daysAgo: 4,
    paragraphs: [
      'High school students in Richland and Lexington counties can now apply for a paid six-week summer program that pairs them with working reporters and editors.',
      'Participants will file stories for partner outlets, learn to shoot and edit video on a phone, and finish with a public showcase. Chapter members will serve as peer mentors during the program’s writing workshops.',
      'Organizers said they hope to recruit students from schools that do not have a newspaper or broadcast program of their own.',
    ],
    pullQuotes: [],
  },
  {
    title: 'Why Our Campus Needs a Black Media Archive',
    excerpt:
      'The stories Black students told about this campus are scattered across basements and hard drives. It is time to bring them together.',
    category: 'our-2-cents',
    author: 'Darius Coleman',
    featured: true,
    daysAgo: 2,
    paragraphs: [
      'Ask anyone who has been part of Black student life here for more than a few years and they will tell you about a newsletter, a radio show or a photo collection that “someone has somewhere.” That is the problem.',
      'The history of Black students on this campus was recorded by Black students themselves, often with no institutional support. Those records now sit in closets, old email accounts and fading prints.',
      'The university library already has the expertise to preserve and catalogue media. What it needs is a commitment, and student organizations ready to help find and donate the material. Our chapter is ready.',
      'An archive is not about nostalgia. It is about making sure the next generation of student journalists can see who came before them, and build on their work instead of starting over.',
    ],
    pullQuotes: [
      'An archive is not about nostalgia. It is about making sure the next generation can build on what came before.',
    ],
  },
  {
    title: 'The Group Chat Is Not a Newsroom',
    excerpt:
      'Screenshots travel faster than facts. A plea for checking before sharing, from someone who has shared too fast.',
    category: 'our-2-cents',
    author: 'Darius Coleman',
    featured: false,
    daysAgo: 9,
    paragraphs: [
      'Last month a screenshot about a supposed campus lockdown reached hundreds of phones before anyone called the police department to ask. There was no lockdown.',
      'We are journalism students. We know how to verify a claim. Yet in the group chat, we forward first and ask later, like everyone else.',
      'The fix is small: before you forward, ask where it came from and who could confirm it. If you cannot answer, do not send it. Your friends will survive the wait.',
    ],
    pullQuotes: [],
  },
  {
    title: 'Finals Week Without Burnout: What Campus Counselors Recommend',
    excerpt:
      'Counselors share practical habits for getting through exams, and where to go when stress becomes too much.',
    category: 'health',
    author: 'Imani Thompson',
    featured: true,
    daysAgo: 3,
    paragraphs: [
      'Counseling and Psychiatric Services sees its busiest weeks at the end of each semester. Counselors say most students wait too long to ask for help.',
      'Their advice starts with the basics: sleep at least seven hours, study in blocks of 50 minutes with real breaks, and eat something that is not from a vending machine.',
      'Students who feel overwhelmed can book a same-day appointment or call the 24-hour line. “You do not need to be in crisis to talk to someone,” one counselor said.',
    ],
    pullQuotes: ['You do not need to be in crisis to talk to someone.'],
  },
  {
    title: 'Free Blood Pressure Screenings Come to Campus This Month',
    excerpt:
      'A local health network is bringing free screenings to the student union, with a focus on early detection among young Black adults.',
    category: 'health',
    author: 'Imani Thompson',
    featured: false,
    daysAgo: 12,
    paragraphs: [
      'High blood pressure often starts earlier than people think, and it affects Black Americans at higher rates. A local health network will offer free screenings in the student union on three afternoons this month.',
      'Nurses will take readings, explain the numbers and point students to follow-up care if needed. No appointment or insurance is required.',
    ],
    pullQuotes: [],
  },
  {
    title: 'Five Black-Owned Restaurants Worth the Walk From Campus',
    excerpt:
      'From Sunday soul food to late-night wings, our staff picked five spots every student should try before graduation.',
    category: 'entertainment',
    author: 'Andre Williams',
    featured: false,
    daysAgo: 6,
    paragraphs: [
      'Columbia’s food scene is bigger than the chains near campus. Our staff spent a month eating our way through Black-owned restaurants within a short drive or a long walk of the Horseshoe.',
      'Our picks range from a family-run soul food kitchen with a Sunday line out the door to a food truck that has perfected lemon pepper wings. Prices are student-friendly across the board.',
      'Support local: most of these owners told us students make up a large share of their weekend business.',
    ],
    pullQuotes: [],
  },
  {
    title: 'Homecoming Step Show Brings Record Crowd to the Coliseum',
    excerpt:
      'Nine Greek organizations competed in front of a sold-out crowd in the most attended step show in recent memory.',
    category: 'entertainment',
    author: 'Darius Coleman',
    featured: false,
    daysAgo: 15,
    paragraphs: [
      'The homecoming step show sold out for the first time in years, with alumni travelling from across the Southeast to watch nine organizations compete.',
      'Judges scored routines on precision, creativity and crowd response. The winning team closed with a tribute to chapter founders that brought the crowd to its feet.',
    ],
    pullQuotes: ['The crowd did not sit down for the last ten minutes.'],
  },
  {
    title: 'Main Street’s New Murals Tell Columbia’s Civil Rights Story',
    excerpt:
      'A series of murals downtown honours local civil rights leaders, painted by South Carolina artists with input from residents.',
    category: 'local',
    author: 'Kiara Johnson',
    featured: true,
    daysAgo: 5,
    paragraphs: [
      'Walk down Main Street this month and you will see Columbia’s history on its walls. A new series of murals honours local leaders of the civil rights movement, several of them students at the time.',
      'The artists held listening sessions with residents before sketching, and families of some of the people portrayed attended the unveiling.',
      'A walking map of the murals is available at the city’s visitor centre, and our video team filmed a short tour for NABJ TV.',
    ],
    pullQuotes: ['Several of the people on these walls were students when they changed this city.'],
  },
  {
    title: 'Soda City Market Vendors Adjust to Rising Costs',
    excerpt:
      'Vendors at Columbia’s Saturday market say higher prices for ingredients and booth fees are forcing hard choices.',
    category: 'local',
    author: 'Maya Brooks',
    featured: false,
    daysAgo: 8,
    paragraphs: [
      'Every Saturday, Main Street fills with vendors selling produce, crafts and food. Many of them say this year has been the hardest since the market reopened after the pandemic.',
      'Several Black-owned vendors told us they have cut menu items or raised prices slightly to keep their stalls. Others have started taking pre-orders online to reduce waste.',
    ],
    pullQuotes: [],
  },
  {
    title: 'Chapter Members Head to the NABJ Convention',
    excerpt:
      'Six members will attend the national convention this summer, with workshops, a career fair and a student newsroom.',
    category: 'news',
    author: 'Maya Brooks',
    featured: false,
    daysAgo: 18,
    paragraphs: [
      'Six chapter members will attend the national NABJ convention this summer, thanks to fundraising by the chapter and support from the journalism school.',
      'Members will work in the convention’s student newsroom, attend the career fair and meet alumni working in newsrooms across the country. They will report back in a series of stories and videos.',
    ],
    pullQuotes: [],
  },
  {
    title: 'Rest Is Not a Reward',
    excerpt:
      'Hustle culture tells students to earn their sleep. A public health student argues rest is part of the work.',
    category: 'health',
    author: 'Imani Thompson',
    featured: false,
    daysAgo: 21,
    paragraphs: [
      'On this campus, sleeping less is a badge of honour. We compare all-nighters like scores. Public health research tells a different story: rest improves memory, mood and grades.',
      'Treat sleep like a class you cannot skip. Put it in your calendar, protect it from group chats, and notice how much easier the rest of your schedule becomes.',
    ],
    pullQuotes: [],
  },
];

export const demoVideos = [
  {
    title: 'Inside the Newsroom: How a Story Gets Made',
    description:
      'Follow a chapter story from pitch meeting to publication, with our editors explaining every step.',
    type: 'long-form',
    duration: '12:40',
    creators: ['Kiara Johnson', 'Maya Brooks'],
    youtubeId: 'aqz-KE-bpKQ',
    daysAgo: 2,
    views: 412,
  },
  {
    title: 'Main Street Murals in 60 Seconds',
    description: 'A quick walking tour of the new civil rights murals downtown.',
    type: 'short-form',
    duration: '0:58',
    creators: ['Kiara Johnson'],
    youtubeId: 'ScMzIvxBSi4',
    daysAgo: 5,
    views: 960,
  },
  {
    title: 'Homecoming Step Show Highlights',
    description: 'The best moments from a record-breaking night at the Coliseum.',
    type: 'short-form',
    duration: '1:30',
    creators: ['Darius Coleman', 'Jalen Price'],
    youtubeId: 'LXb3EKWsInQ',
    daysAgo: 14,
    views: 1530,
  },
  {
    title: 'Black-Owned Business Spotlight: Soda City Market',
    description:
      'Vendors talk about running a small business in Columbia and what keeps them coming back every Saturday.',
    type: 'long-form',
    duration: '18:05',
    creators: ['Kiara Johnson'],
    youtubeId: 'jNQXAC9IVRw',
    daysAgo: 9,
    views: 287,
  },
] as const;

export const demoGraphics = [
  {
    title: 'Where Students Get Their News',
    description:
      'Results of our chapter survey of 300 students on where they get news, and which sources they trust.',
    type: 'infographic',
    creators: ['Jalen Price'],
    tags: ['survey', 'media'],
    slides: 3,
    daysAgo: 3,
  },
  {
    title: 'Portraits of the Class of 2026',
    description: 'A photo series of graduating chapter members and what they plan to do next.',
    type: 'photography',
    creators: ['Jalen Price', 'Kiara Johnson'],
    tags: ['portraits'],
    slides: 4,
    daysAgo: 7,
  },
  {
    title: 'Standing on Black Business',
    description: 'Illustrated profiles of five Columbia business owners and how they started.',
    type: 'standing-on-black-business',
    creators: ['Jalen Price'],
    tags: ['business', 'local'],
    slides: 2,
    daysAgo: 11,
  },
] as const;

export const demoEvents = [
  {
    title: 'General Body Meeting',
    description: 'Chapter updates, story pitches and a guest speaker from a local newsroom.',
    type: 'meeting',
    daysAhead: 3,
    hour: 18,
    minute: 30,
    location: 'Carolina Coliseum, Room 2011',
  },
  {
    title: 'Resume and Reel Workshop',
    description: 'Bring your resume or demo reel for feedback from working journalists.',
    type: 'workshop',
    daysAhead: 10,
    hour: 17,
    minute: 0,
    location: 'School of Journalism, Studio B',
  },
  {
    title: 'Alumni Networking Night',
    description: 'Meet chapter alumni working in print, broadcast and digital media.',
    type: 'networking',
    daysAhead: 17,
    hour: 19,
    minute: 0,
    location: 'Russell House Ballroom',
    registrationUrl: 'https://www.nabj.org/',
  },
  {
    title: 'Election Coverage Bootcamp',
    description: 'Hands-on practice covering a campaign event, from live posts to a finished story.',
    type: 'workshop',
    daysAhead: 24,
    hour: 18,
    minute: 0,
    location: 'School of Journalism, Room 101',
  },
  {
    title: 'End-of-Semester Social',
    description: 'Celebrate a semester of stories with food, music and the chapter awards.',
    type: 'social',
    daysAhead: 31,
    hour: 19,
    minute: 30,
    location: 'Greene Street Lawn',
  },
] as const;

export const demoPickTopic = {
  title: 'What We Are Reading This Semester',
  description:
    'Chapter members share the books that shaped how they think about journalism and storytelling.',
  category: 'books',
  items: [
    {
      memberName: 'Maya Brooks',
      recommendationTitle: 'The Warmth of Other Suns',
      recommendationUrl: 'https://en.wikipedia.org/wiki/The_Warmth_of_Other_Suns',
      reasoning:
        'A masterclass in reporting: three lives told with the detail of a novel and the rigour of a newsroom.',
    },
    {
      memberName: 'Darius Coleman',
      recommendationTitle: 'Between the World and Me',
      recommendationUrl: 'https://en.wikipedia.org/wiki/Between_the_World_and_Me',
      reasoning: 'Shows how personal writing can carry a national argument.',
    },
    {
      memberName: 'Imani Thompson',
      recommendationTitle: 'Medical Apartheid',
      recommendationUrl: '',
      reasoning: 'Essential background for anyone covering health in Black communities.',
    },
  ],
} as const;

export const demoPodcastTopic = {
  title: 'Podcasts for Your Commute',
  description: 'Shows our members listen to between classes.',
  category: 'podcasts',
  items: [
    {
      memberName: 'Kiara Johnson',
      recommendationTitle: 'Code Switch',
      recommendationUrl: 'https://www.npr.org/podcasts/510312/codeswitch',
      reasoning: 'Smart, funny conversations about race that never talk down to listeners.',
    },
    {
      memberName: 'Jalen Price',
      recommendationTitle: '1619',
      recommendationUrl: '',
      reasoning: 'Beautiful audio storytelling — I learn something about structure every episode.',
    },
  ],
} as const;

export const demoMemberOfTheMonth = {
  name: 'Imani Thompson',
  major: 'Public Health',
  year: 'Sophomore',
  bio: 'Imani joined the chapter in her first semester and quickly built our health beat, reporting on clinic access, mental health and nutrition for students.',
  achievements:
    'Launched the Health is Wealth column\nOrganised the campus blood pressure screening coverage\nMentored three first-year writers',
  quote: 'Good health reporting starts with listening to the people who are usually left out of the story.',
};

// A 6×7 mini whose every entry is a newsroom word; numbered by the rule of admin-area §5.
export const demoCrossword = {
  title: 'NABJ Knowledge Challenge',
  notes: 'Theme: NABJ • Black culture • Journalism',
  grid: [
    ['N', 'E', 'W', 'S', '#', '#', '#'],
    ['A', '#', '#', 'T', '#', '#', '#'],
    ['B', '#', '#', 'O', 'P', 'E', 'D'],
    ['J', '#', '#', 'R', '#', '#', 'E'],
    ['#', '#', '#', 'Y', '#', '#', 'S'],
    ['#', '#', '#', '#', '#', '#', 'K'],
  ],
  clues: {
    A1: 'What reporters chase and editors publish',
    A3: 'Opinion piece that runs opposite the editorial page',
    D1: 'Our national association, for short',
    D2: 'Every reporter hopes to break one',
    D4: 'The city ___, where local news is assigned',
  },
};

export const demoPoll = {
  question: 'Which story format should the chapter produce more of?',
  options: ['Long-form features', 'Short videos', 'Graphics and data', 'Podcasts'],
};
