import { describe, expect, it } from 'vitest';
import {
  canRemoveOption,
  isPollDraftDirty,
  newOptionDraft,
  optionDrafts,
  optionsLosingVotes,
} from './poll-draft.ts';

const saved = [
  { id: 1, text: 'Alpha', votes: 3 },
  { id: 2, text: 'Beta', votes: 0 },
  { id: 3, text: 'Gamma', votes: 2 },
];

describe('canRemoveOption', () => {
  it('offers Remove only while more than 2 options exist (admin-area §5)', () => {
    expect(canRemoveOption(2)).toBe(false);
    expect(canRemoveOption(3)).toBe(true);
  });
});

describe('optionsLosingVotes', () => {
  it('names nothing while every option keeps its text', () => {
    expect(optionsLosingVotes(saved, optionDrafts(saved))).toEqual([]);
  });

  it('ignores spaces around the text, as the server trims them', () => {
    const drafts = optionDrafts(saved).map((d) => ({ ...d, text: ` ${d.text} ` }));
    expect(optionsLosingVotes(saved, drafts)).toEqual([]);
  });

  it('names options with votes that are reworded, blanked or removed', () => {
    const [alpha, beta, gamma] = optionDrafts(saved);
    expect(optionsLosingVotes(saved, [{ ...alpha!, text: 'Alpha!' }, beta!, gamma!])).toEqual(['Alpha']);
    expect(optionsLosingVotes(saved, [alpha!, beta!, { ...gamma!, text: '  ' }])).toEqual(['Gamma']);
    expect(optionsLosingVotes(saved, [beta!, gamma!, newOptionDraft('Alpha')])).toEqual(['Alpha']);
  });

  it('leaves out options without votes', () => {
    const [alpha, , gamma] = optionDrafts(saved);
    expect(optionsLosingVotes(saved, [alpha!, gamma!])).toEqual([]);
  });
});

describe('isPollDraftDirty', () => {
  const poll = { question: 'Which?', options: saved };

  it('is clean as opened', () => {
    expect(isPollDraftDirty(poll, { question: 'Which?', options: optionDrafts(saved) })).toBe(false);
  });

  it('notices a new question, an edited, added or removed option', () => {
    const drafts = optionDrafts(saved);
    expect(isPollDraftDirty(poll, { question: 'Which one?', options: drafts })).toBe(true);
    expect(
      isPollDraftDirty(poll, {
        question: 'Which?',
        options: [{ ...drafts[0]!, text: 'A' }, ...drafts.slice(1)],
      }),
    ).toBe(true);
    expect(isPollDraftDirty(poll, { question: 'Which?', options: [...drafts, newOptionDraft()] })).toBe(true);
    expect(isPollDraftDirty(poll, { question: 'Which?', options: drafts.slice(1) })).toBe(true);
  });

  it('treats a new poll with two empty options as clean', () => {
    const blank = { question: '', options: [{ text: '' }, { text: '' }] };
    expect(isPollDraftDirty(blank, { question: '', options: [newOptionDraft(), newOptionDraft()] })).toBe(
      false,
    );
  });
});
