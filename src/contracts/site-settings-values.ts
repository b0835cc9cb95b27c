// The parts of the site-settings contract the reader's browser needs, without Zod.
import { DEFAULT_TIME_ZONE } from './chapter-clock.ts';
import type { SiteSettings } from './site-settings.ts';

export const defaultSiteSettings: SiteSettings = {
  chapterName: 'NABJ USC',
  chapterSubtitle: 'University of South Carolina Chapter',
  contactEmail: 'nabjusc@gmail.com',
  campusLocation: 'University of South Carolina, Columbia, SC',
  meetingFooter: 'Meetings every Tuesday at 7PM',
  meetingAbout: 'We meet bi-weekly on Tuesdays at 6:30 PM',
  instagramUrl: 'https://www.instagram.com/nabjusc/',
  youtubeUrl: 'https://www.youtube.com/@nabjusc',
  tiktokUrl: 'https://www.tiktok.com/@nabjusc',
  heroVideoUrl: '',
  cashAppHandle: '$NABJUSC',
  executiveBoard: [
    { name: 'Jordan Ellis', role: 'President', bio: 'Senior, Journalism', imageUrl: '' },
    { name: 'Amara Okafor', role: 'Vice President', bio: 'Junior, Mass Communications', imageUrl: '' },
    { name: 'Christopher Grant', role: 'Secretary', bio: 'Sophomore, Public Relations', imageUrl: '' },
    { name: 'Nia Washington', role: 'Treasurer', bio: 'Junior, Journalism', imageUrl: '' },
    {
      name: 'Malik Johnson',
      role: 'Director of Broadcast',
      bio: 'Senior, Visual Communications',
      imageUrl: '',
    },
    { name: 'Zoe Harper', role: 'Director of Digital Media', bio: 'Junior, Media Arts', imageUrl: '' },
  ],
  newsletterSendDay: 0,
  newsletterSendHour: 9,
  timeZone: DEFAULT_TIME_ZONE,
  newsletterDoubleOptIn: true,
  newsletterSkipEmptyWeeks: true,
  commentHoldWords: [],
};
