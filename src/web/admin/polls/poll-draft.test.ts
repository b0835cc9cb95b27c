import { describe, expect, it } from 'vitest';
import { canRemoveOption, optionsLosingVotes, pollDraftOf } from './poll-draft.ts';

const saved = [
  { id: 1, text: 'Alpha', votes: 3 },
  { id: 2, text: 'Beta', votes: 0 },
  { id: 3, text: 'Gamma', votes: 2 },
];
const drafts = () => pollDraftOf({ question: 'Which?', options: saved }).options;

describe('canRemoveOption', () => {
  it('offers Remove only while more than 2 options exist (admin-area §5)', () => {
    expect(canRemoveOption(2)).toBe(false);
    expect(canRemoveOption(3)).toBe(true);
  });
});

describe('pollDraftOf', () => {
  it('opens a new poll with two empty options and a stored one with its options by id', () => {
    expect(pollDraftOf()).toEqual({ question: '', options: [{ text: '' }, { text: '' }] });
    expect(drafts()).toEqual([
      { id: 1, text: 'Alpha' },
      { id: 2, text: 'Beta' },
      { id: 3, text: 'Gamma' },
    ]);
  });
});

describe('optionsLosingVotes', () => {
  it('names nothing while every option keeps its text', () => {
    expect(optionsLosingVotes(saved, drafts())).toEqual([]);
  });

  it('ignores spaces around the text, as the server trims them', () => {
    expect(
      optionsLosingVotes(
        saved,
        drafts().map((d) => ({ ...d, text: ` ${d.text} ` })),
      ),
    ).toEqual([]);
  });

  it('names options with votes that are reworded, blanked or removed', () => {
    const [alpha, beta, gamma] = drafts();
    expect(optionsLosingVotes(saved, [{ ...alpha!, text: 'Alpha!' }, beta!, gamma!])).toEqual(['Alpha']);
    expect(optionsLosingVotes(saved, [alpha!, beta!, { ...gamma!, text: '  ' }])).toEqual(['Gamma']);
    expect(optionsLosingVotes(saved, [beta!, gamma!, { text: 'Alpha' }])).toEqual(['Alpha']);
  });

  it('leaves out options without votes', () => {
    const [alpha, , gamma] = drafts();
    expect(optionsLosingVotes(saved, [alpha!, gamma!])).toEqual([]);
  });
});
