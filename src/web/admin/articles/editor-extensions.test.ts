import { getSchema } from '@tiptap/core';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { articleEditorExtensions } from './editor-extensions.ts';

const schema = getSchema(articleEditorExtensions);
const link = schema.marks.link!.create({ href: 'https://example.org/report' });

/** A paragraph "Read the report" with the last two words linked, the cursor at `at` (offset in the text). */
function stateWithLink(at: number) {
  const doc = schema.node('doc', null, [
    schema.node('paragraph', null, [schema.text('Read '), schema.text('the report', [link])]),
  ]);
  const state = EditorState.create({ schema, doc });
  // Position 1 is the start of the paragraph's text.
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1 + at)));
}

/** Types as the editor does: the text takes the marks the cursor has at that point. */
function type(state: EditorState, text: string) {
  return state.apply(state.tr.insertText(text));
}

function linkedText(state: EditorState): string {
  let text = '';
  state.doc.descendants((node) => {
    if (node.isText && node.marks.some((mark) => mark.type.name === 'link')) text += node.text;
  });
  return text;
}

describe('links in the article editor', () => {
  it('end where they were made: text typed right after a link is plain text', () => {
    const after = type(stateWithLink('Read the report'.length), '. End of paragraph.');
    expect(after.doc.textContent).toBe('Read the report. End of paragraph.');
    expect(linkedText(after)).toBe('the report');
  });

  it('still take text typed inside them', () => {
    const inside = type(stateWithLink('Read the'.length), ' full');
    expect(linkedText(inside)).toBe('the full report');
  });
});
