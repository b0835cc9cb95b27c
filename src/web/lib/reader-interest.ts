import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * When the "Stay Updated!" prompt may ask (docs/architecture.md, "The notification prompt"): only
 * after a sign of interest, a second page in this visit or the end of an article, and not for 30
 * days after "Not Now".
 */

/** The distinct pages seen in this visit (the tab's session). */
const PAGES_KEY = 'nabj-pages-this-visit';
/** Set once the reader reached the end of an article in this visit. */
const READ_TO_END_KEY = 'nabj-read-to-end';
/** When the reader last chose "Not Now" (ms since the epoch). */
const NOT_NOW_KEY = 'nabj-notifications-not-now';
const INTEREST_EVENT = 'nabj:reader-interest';

export const NOT_NOW_DAYS = 30;
const NOT_NOW_MS = NOT_NOW_DAYS * 24 * 60 * 60 * 1000;
/** Pages a visit must reach before the prompt asks. */
export const INTERESTED_AFTER_PAGES = 2;

/** The paths seen so far with `path` added (at most 20 kept: only the count up to 2 matters). */
export function withPageSeen(stored: string | null, path: string): string[] {
  let seen: unknown;
  try {
    seen = JSON.parse(stored ?? '[]');
  } catch {
    seen = [];
  }
  const paths = Array.isArray(seen) ? seen.filter((item): item is string => typeof item === 'string') : [];
  return paths.includes(path) ? paths : [...paths, path].slice(-20);
}

/** True while a "Not Now" chosen at `stored` still holds at `now`. */
export function notNowHolds(stored: string | null, now: number): boolean {
  const at = Number(stored);
  return stored !== null && Number.isFinite(at) && at <= now && now - at < NOT_NOW_MS;
}

// Browser storage can be switched off or full: the prompt then simply asks as if nothing was stored.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing to keep it in: the reader may be asked again sooner.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

/** Counts the page at `path` as seen in this visit; true once the visit shows interest. */
function recordPage(path: string): boolean {
  const seen = withPageSeen(read(session, PAGES_KEY), path);
  write(session, PAGES_KEY, JSON.stringify(seen));
  return seen.length >= INTERESTED_AFTER_PAGES || read(session, READ_TO_END_KEY) === '1';
}

/** "Not Now": the prompt stays away for 30 days in this browser. */
export function rememberNotNow(now = Date.now()): void {
  write(local, NOT_NOW_KEY, String(now));
}

export function notNowChosenRecently(now = Date.now()): boolean {
  return notNowHolds(read(local, NOT_NOW_KEY), now);
}

/**
 * Whether the reader has shown interest in this visit; `path` is the page shown now. Decided after
 * mount (the server knows nothing of the visit), so the server and hydration agree on false.
 */
export function useReaderInterest(path: string): boolean {
  const [interested, setInterested] = useState(false);
  useEffect(() => {
    if (recordPage(path)) setInterested(true);
  }, [path]);
  useEffect(() => {
    const onInterest = () => setInterested(true);
    window.addEventListener(INTEREST_EVENT, onInterest);
    return () => window.removeEventListener(INTEREST_EVENT, onInterest);
  }, []);
  return interested;
}

/**
 * A ref for the element that ends an article: once it comes into view the reader has read to the
 * end, which counts as interest for the rest of the visit.
 */
export function useReadToEnd<T extends Element>(): (element: T | null) => void {
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((element: T | null) => {
    observer.current?.disconnect();
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.current?.disconnect();
      write(session, READ_TO_END_KEY, '1');
      window.dispatchEvent(new Event(INTEREST_EVENT));
    });
    observer.current.observe(element);
  }, []);
}
