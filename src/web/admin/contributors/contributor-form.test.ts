import { describe, expect, it } from 'vitest';
import { type AdminContributor, contributorInputSchema } from '../../../contracts/contributor.ts';
import { ApiError } from '../../lib/api.ts';
import { contributorFormValuesOf, contributorInputOf, createFailureText } from './contributor-form.ts';

const emptyContributor = contributorFormValuesOf();

const stored: AdminContributor = {
  id: 4,
  name: 'Maya Brooks',
  email: null,
  major: 'Journalism',
  graduationYear: 2027,
  schoolYear: 'Junior',
  bio: null,
  profileImageUrl: null,
  linkedIn: null,
  twitter: '@maya',
  instagram: null,
  isActive: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

describe('contributor dialog values', () => {
  it('starts active with every box empty', () => {
    expect(emptyContributor.isActive).toBe(true);
    expect(
      contributorInputSchema.parse(contributorInputOf({ ...emptyContributor, name: 'A' })),
    ).toMatchObject({
      graduationYear: null,
      schoolYear: null,
      email: null,
      isActive: true,
    });
  });

  it('fills the boxes from a stored contributor and sends the same record back', () => {
    const values = contributorFormValuesOf(stored);
    expect(values).toMatchObject({ email: '', graduationYear: '2027', twitter: '@maya', isActive: false });
    expect(contributorInputSchema.parse(contributorInputOf(values))).toMatchObject({
      name: 'Maya Brooks',
      graduationYear: 2027,
      schoolYear: 'Junior',
      email: null,
      isActive: false,
    });
  });

  it('treats a blank graduation year as absent', () => {
    expect(contributorInputOf({ ...emptyContributor, graduationYear: '  ' }).graduationYear).toBeNull();
  });

  it('words a refused create as the spec does', () => {
    const json = new ApiError(409, '{"message":"A contributor with this name already exists"}');
    expect(createFailureText(json)).toBe('Error: A contributor with this name already exists');
    expect(createFailureText(new ApiError(502, 'Bad Gateway'))).toBe('Error: Bad Gateway');
    expect(createFailureText(new TypeError('Failed to fetch'))).toBe('Failed to create contributor');
  });
});
