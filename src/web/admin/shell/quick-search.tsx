import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { AdminSearchResult } from '../../../contracts/admin-search.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { listKinds } from '../lib/content-kinds.ts';
import { useSettledValue } from '../lib/settled-value.ts';
import { ShellDialogContent } from './shell-dialog.tsx';

/** Waits this long after the last key before asking the server, so typing a word asks once. */
const TYPING_PAUSE_MS = 150;

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The quick search of titles: its button or Ctrl-K (⌘-K) opens a dialog; a result opens its editor. */
export function QuickSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const openOnShortcut = (event: globalThis.KeyboardEvent) => {
      // A field that gives the keys a meaning of its own (an editor's link key) has said so first.
      if (event.defaultPrevented) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', openOnShortcut);
    return () => window.removeEventListener('keydown', openOnShortcut);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" aria-keyshortcuts="Control+K Meta+K">
          <Search aria-hidden="true" />
          Search
          <span aria-hidden="true" className="hidden sm:inline">
            <kbd className="font-sans font-normal text-muted text-xs">{isApple() ? '⌘K' : 'Ctrl K'}</kbd>
          </span>
        </Button>
      </Dialog.Trigger>
      <ShellDialogContent className="top-[8vh] left-1/2 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 rounded-lg">
        <Dialog.Title className="sr-only">Search content</Dialog.Title>
        <SearchPanel onChosen={() => setOpen(false)} />
      </ShellDialogContent>
    </Dialog.Root>
  );
}

/** A WAI-ARIA combobox: the focus stays in the field, arrows move the active option, Enter opens it. */
function SearchPanel({ onChosen }: { onChosen: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useSettledValue(text.trim(), TYPING_PAUSE_MS);
  const search = useQuery<AdminSearchResult[]>({
    queryKey: ['/api/admin/search', { q }],
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const results = text.trim() && q ? (search.data ?? []) : [];
  // Results for the words in the field, not those of a moment ago still shown while the new ones come.
  const current = q === text.trim() && !search.isPlaceholderData;
  const activeIndex = Math.min(active, results.length - 1);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  // Each result is a link to its editor and Enter clicks it, so whatever guards leaving a screen by
  // its links (a form's unsaved-changes prompt) asks here too.
  const choose = (index: number) => document.getElementById(optionId(index))?.click();

  // Enter pressed while the results of the words typed are still coming is kept, and chooses once
  // they are in: what is on screen then may be for fewer letters than the field holds.
  const [enterPending, setEnterPending] = useState(false);
  useEffect(() => {
    if (!enterPending || !current || search.isFetching) return;
    setEnterPending(false);
    if (results.length > 0) choose(activeIndex);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && results.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter' && text.trim()) {
      event.preventDefault();
      if (!current) setEnterPending(true);
      else if (results.length > 0) choose(activeIndex);
    }
  };

  const status = !text.trim()
    ? 'Type part of a title, or a member’s name.'
    : search.isError
      ? 'The search failed. Try again.'
      : !current || search.isFetching
        ? 'Searching…'
        : results.length === 0
          ? 'No titles match.'
          : `${results.length} ${results.length === 1 ? 'result' : 'results'}`;

  return (
    <div>
      <div className="flex items-center gap-2 border-rule border-b px-4">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <label htmlFor={`${baseId}-field`} className="sr-only">
          Search titles
        </label>
        <input
          id={`${baseId}-field`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={results.length > 0 ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search articles, videos, graphics, events…"
          className="my-2 h-10 min-w-0 flex-1 rounded-sm bg-transparent px-1 text-base text-ink placeholder:text-muted"
        />
      </div>
      {results.length > 0 && (
        <div
          id={listId}
          role="listbox"
          aria-label="Titles found"
          className="max-h-[60vh] overflow-y-auto p-2"
        >
          {results.map((result, index) => (
            // The field keeps the focus and its keys choose (aria-activedescendant), so no option is in
            // the tab order; a click chooses too.
            <Link
              key={`${result.kind}-${result.id}`}
              id={optionId(index)}
              href={listKinds[result.kind].editHref(result.id)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              onClick={onChosen}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
                index === activeIndex && 'bg-ink/5',
              )}
            >
              <span className="min-w-0 flex-1 truncate font-medium text-ink">{result.title}</span>
              {result.status === 'draft' && (
                <span className="rounded border border-rule-strong px-1.5 text-muted text-xs">Draft</span>
              )}
              <span className="shrink-0 text-muted text-xs">{listKinds[result.kind].item}</span>
            </Link>
          ))}
        </div>
      )}
      <p role="status" className="px-4 py-3 text-muted text-sm">
        {status}
      </p>
    </div>
  );
}
