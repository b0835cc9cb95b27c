import { describe, expect, it } from 'vitest';
import { eventInputSchema } from '../../../contracts/event.ts';
import { ApiError } from '../../lib/api.ts';
import { contractResolver, errorAt, serverFieldErrors } from './admin-form.ts';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the contract schema as a form resolver', () => {
  const resolver = contractResolver(eventInputSchema, (values: { title: string; when: string }) => ({
    title: values.title,
    description: 'Bring a friend.',
    date: values.when,
    time: '18:30',
    location: 'Room 1',
  }));

  it('gives the spec message of each field the server would refuse', async () => {
    const result = await resolver({ title: ' ', when: '' }, undefined, resolverOptions);
    expect(errorAt(result.errors, 'title')).toBe('Title is required');
    expect(errorAt(result.errors, 'date')).toBe('Date is required');
    expect(result.values).toEqual({});
  });

  it('passes on the parsed request when every rule holds', async () => {
    const result = await resolver({ title: ' Mixer ', when: '2026-12-01' }, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Mixer', date: '2026-12-01', type: 'meeting' });
  });
});

describe('field errors of a refused save', () => {
  it('reads the errors map of a 400 answer, also once it went through JSON', () => {
    const error = new ApiError(400, '{"message":"Invalid","errors":{"slug":"Slug is taken"}}');
    expect(serverFieldErrors(error)).toEqual({ slug: 'Slug is taken' });
    expect(serverFieldErrors(JSON.parse(JSON.stringify(error)))).toEqual({ slug: 'Slug is taken' });
  });

  it('finds none in other failures', () => {
    expect(serverFieldErrors(new ApiError(400, 'Bad request'))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, '{"message":"Invalid"}'))).toEqual({});
    expect(serverFieldErrors(new ApiError(500, '{"errors":{"slug":"x"}}'))).toEqual({});
    // Only an ApiError's fields count, never a message worded like one.
    expect(serverFieldErrors(new Error('400: {"errors":{"slug":"x"}}'))).toEqual({});
  });

  it('reads a nested message by its dotted name', () => {
    expect(
      errorAt({ slides: [{ title: { type: 'x', message: 'Required' } }] } as never, 'slides.0.title'),
    ).toBe('Required');
  });
});
