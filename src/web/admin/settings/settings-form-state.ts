import type { BoardMember, SiteSettings } from '../../../contracts/site-settings.ts';

/** A board member being edited; `key` keeps React's identity through reordering and is never sent. */
export type BoardRow = BoardMember & { key: string };
export type SettingsFormValues = Omit<SiteSettings, 'executiveBoard' | 'commentHoldWords'> & {
  executiveBoard: BoardRow[];
  /** The comment word list as typed: one word or phrase a line. */
  commentHoldWords: string;
};

let nextKey = 0;
export const newBoardKey = () => `board-${nextKey++}`;

export const emptyBoardMember = (): BoardRow => ({
  key: newBoardKey(),
  name: '',
  role: '',
  bio: '',
  imageUrl: '',
});

export function toFormValues(settings: SiteSettings): SettingsFormValues {
  return {
    ...settings,
    executiveBoard: settings.executiveBoard.map((member) => ({ ...member, key: newBoardKey() })),
    commentHoldWords: settings.commentHoldWords.join('\n'),
  };
}

/** The whole settings object PUT expects (the API replaces it as one); blank word-list lines dropped. */
export function toSettings(values: SettingsFormValues): SiteSettings {
  return {
    ...values,
    executiveBoard: values.executiveBoard.map(({ key: _key, ...member }) => member),
    commentHoldWords: values.commentHoldWords
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
}

/** The list with the item at `from` moved to `to` (both in range; otherwise the list unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 0–23 as the chapter reads it: "12:00 AM (midnight)", "9:00 AM", "12:00 PM (noon)". */
export function hourLabel(hour: number): string {
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
  if (hour === 0) return `${clock} (midnight)`;
  if (hour === 12) return `${clock} (noon)`;
  return clock;
}

/** The zones the browser knows, with the saved one kept even if this browser does not list it. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
