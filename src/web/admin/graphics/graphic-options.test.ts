import { describe, expect, it } from 'vitest';
import { graphicCreateTypes, graphicEditTypes } from '../../../contracts/graphic.ts';
import { createTypeOptions, editTypeOptions } from './graphic-options.ts';

describe('type choices', () => {
  it('create offers the create list, illustration first', () => {
    expect(createTypeOptions.map((option) => option.value)).toEqual([
      'illustration',
      'photography',
      'standing-on-black-business',
    ]);
  });

  it('edit offers both lists, labelled', () => {
    const options = editTypeOptions('illustration');
    expect(options.map((option) => option.value)).toEqual([...graphicCreateTypes, ...graphicEditTypes]);
    expect(options.find((option) => option.value === 'data-viz')?.label).toBe('Data Viz');
    expect(options.find((option) => option.value === 'standing-on-black-business')?.label).toBe(
      'Standing On Black Business',
    );
  });

  it('edit keeps a stored type that is in neither list', () => {
    expect(editTypeOptions('data-visualization').at(-1)).toEqual({
      value: 'data-visualization',
      label: 'Data Visualization',
    });
  });
});
