import { describe, expect, it } from 'vitest';
import {
  collaboratorsOf,
  firstNameOf,
  initialsOf,
  memberMetaDescription,
  memberPath,
  memberProfileTitle,
  nameFromParam,
  personJsonLd,
  publishedPiecesLabel,
  socialUrl,
} from './profile-rules.ts';

describe('initialsOf (public-site §9: the first two words)', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initialsOf('Maya Brooks')).toBe('MB');
    expect(initialsOf('maya brooks')).toBe('MB');
    expect(initialsOf('Maya Angelou Brooks Smith')).toBe('MA');
    expect(initialsOf('  Maya   Brooks  ')).toBe('MB');
  });

  it('uses one letter for a one-word name and nothing for none', () => {
    expect(initialsOf('Prince')).toBe('P');
    expect(initialsOf('')).toBe('');
  });
});

describe('memberMetaDescription (public-site §2)', () => {
  it('is the first 150 characters of the bio', () => {
    const bio = `${'x'.repeat(149)}yz and more text after the cut`;
    expect(memberMetaDescription({ bio, major: 'Journalism' })).toBe(`${'x'.repeat(149)}y`);
    expect(memberMetaDescription({ bio, major: null })).toHaveLength(150);
    expect(memberMetaDescription({ bio: 'Short bio.', major: null })).toBe('Short bio.');
  });

  it('falls back to the major, else "Student", at the University of South Carolina', () => {
    expect(memberMetaDescription({ bio: null, major: 'Journalism' })).toBe(
      'Journalism student at the University of South Carolina',
    );
    expect(memberMetaDescription({ bio: '   ', major: null })).toBe(
      'Student student at the University of South Carolina',
    );
    expect(memberMetaDescription({ bio: '', major: '' })).toBe(
      'Student student at the University of South Carolina',
    );
  });
});

describe('publishedPiecesLabel (public-site §2: singular only for 1)', () => {
  it('counts pieces', () => {
    expect(publishedPiecesLabel(0)).toBe('0 Published Pieces');
    expect(publishedPiecesLabel(1)).toBe('1 Published Piece');
    expect(publishedPiecesLabel(3)).toBe('3 Published Pieces');
  });
});

describe('names', () => {
  it('gives the first name', () => {
    expect(firstNameOf('Maya Brooks')).toBe('Maya');
    expect(firstNameOf(' Prince ')).toBe('Prince');
  });

  it('titles the member page', () => {
    expect(memberProfileTitle('Maya Brooks')).toBe('Maya Brooks Member Profile');
  });

  it('reads the name from the address whether or not the router decoded it', () => {
    expect(nameFromParam('Maya%20Brooks')).toBe('Maya Brooks');
    expect(nameFromParam('Maya Brooks')).toBe('Maya Brooks');
    expect(nameFromParam('A%2FB')).toBe('A/B');
    expect(nameFromParam('100%')).toBe('100%');
    expect(nameFromParam(undefined)).toBe('');
    expect(nameFromParam(memberPath('Zoë & Co').slice('/member/'.length))).toBe('Zoë & Co');
  });

  it('encodes the member address', () => {
    expect(memberPath('Maya Brooks')).toBe('/member/Maya%20Brooks');
  });
});

describe('socialUrl', () => {
  it('keeps addresses and turns handles into addresses', () => {
    expect(socialUrl('twitter', 'https://x.com/maya')).toBe('https://x.com/maya');
    expect(socialUrl('twitter', '@maya')).toBe('https://x.com/maya');
    expect(socialUrl('instagram', 'maya.b')).toBe('https://www.instagram.com/maya.b');
    expect(socialUrl('linkedIn', 'linkedin.com/in/maya')).toBe('https://linkedin.com/in/maya');
    expect(socialUrl('linkedIn', 'maya-brooks')).toBe('https://www.linkedin.com/in/maya-brooks');
  });

  it('gives no link for nothing or for text that is not a handle', () => {
    expect(socialUrl('twitter', null)).toBeUndefined();
    expect(socialUrl('twitter', ' ')).toBeUndefined();
    expect(socialUrl('twitter', 'javascript:alert(1)')).toBeUndefined();
    expect(socialUrl('twitter', 'two words')).toBeUndefined();
  });
});

describe('personJsonLd', () => {
  const profile = {
    name: 'Maya Brooks',
    bio: 'Covers campus policy.',
    major: 'Journalism',
    profileImageUrl: null,
    isActive: true,
    linkedIn: null,
    twitter: '@maya',
    instagram: null,
  };

  it('describes an active member as a member of the chapter', () => {
    expect(
      personJsonLd(profile, { url: 'https://x.test/member/Maya%20Brooks', chapterName: 'NABJ USC' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Maya Brooks',
      url: 'https://x.test/member/Maya%20Brooks',
      description: 'Covers campus policy.',
      knowsAbout: 'Journalism',
      memberOf: { '@type': 'Organization', name: 'NABJ USC' },
      affiliation: { '@type': 'CollegeOrUniversity', name: 'University of South Carolina' },
      sameAs: ['https://x.com/maya'],
    });
  });

  it('describes alumni as alumni of the chapter', () => {
    const ld = personJsonLd({ ...profile, isActive: false }, { url: '/m', chapterName: 'NABJ USC' });
    expect(ld.alumniOf).toEqual({ '@type': 'Organization', name: 'NABJ USC' });
    expect(ld.memberOf).toBeUndefined();
  });
});

describe('collaboratorsOf', () => {
  it('lists co-creators of videos and graphics once, without the member', () => {
    const content = {
      videos: [{ creators: ['Maya Brooks', 'Kiara Johnson'] }, { creators: ['kiara johnson'] }],
      graphics: [{ creators: ['Jalen Price', 'maya brooks'] }, { creators: [] }],
    };
    expect(collaboratorsOf(content, 'Maya Brooks')).toEqual(['Jalen Price', 'Kiara Johnson']);
    expect(collaboratorsOf({ videos: [], graphics: [] }, 'Maya Brooks')).toEqual([]);
  });
});
