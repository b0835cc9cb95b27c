import { isHtmlContent } from '../../../contracts/article-values.ts';
import { contentAsText } from '../articles/text-diff.ts';

/** One field that differs between the writer's form and the version saved since. */
export interface ChangedField {
  name: string;
  label: string;
  mine: string;
  theirs: string;
}

/** A form value as a person reads it: rich text as its paragraphs, lists one item a line. */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return isHtmlContent(value) ? contentAsText(value) : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(readableValue).filter(Boolean).join('\n');
  if (typeof value === 'object') {
    // A slide or a list row: its words and address, without the keys.
    return Object.values(value).map(readableValue).filter(Boolean).join(' · ');
  }
  return String(value);
}

/**
 * The form's fields (`labels`, in the form's order) whose readable values differ: what the conflict
 * view sets side by side. Values the form holds but does not show (an id, a time stamp) are left out.
 */
export function changedFields(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  labels: Record<string, string>,
): ChangedField[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const [mineText, theirsText] = [readableValue(mine[name]), readableValue(theirs[name])];
    return mineText === theirsText ? [] : [{ name, label, mine: mineText, theirs: theirsText }];
  });
}

/** The writer's side of the changed fields as one text for the clipboard, each under its label. */
export function myText(fields: ChangedField[]): string {
  return fields.map((field) => `${field.label}:\n${field.mine}`).join('\n\n');
}
