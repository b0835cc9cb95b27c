import { LayoutGrid, Rows3, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { type ListSort, listStatuses } from '../../../../contracts/admin-list.ts';
import { cn } from '../../../lib/cn.ts';
import { useSearchParam } from '../../../lib/search-params.ts';
import type { FilterOption, ListKindDescription } from '../../lib/content-kinds.ts';
import { inputClass } from '../form-fields.tsx';

/** How long typing rests before the list is asked again. */
const TYPING_PAUSE_MS = 300;

const statusOptions: FilterOption[] = listStatuses.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

/**
 * The search, filters, sort and view of a list, kept in the address (replacing its history entry),
 * so reload and Back show the list as it was left.
 */
export function useListParams(kind: ListKindDescription) {
  const [q, setQ] = useSearchParam('q');
  const [status, setStatus] = useSearchParam('status');
  const [grouping, setGrouping] = useSearchParam(kind.grouping?.param ?? 'category');
  const [author, setAuthor] = useSearchParam('author');
  const [sort, setSort] = useSearchParam('sort');
  const [view, setView] = useSearchParam('view');
  const [saved] = useSearchParam('saved');
  const filters = {
    q: q || undefined,
    status: (kind.bulk.includes('publish') && status) || undefined,
    [kind.grouping?.param ?? 'category']: (kind.grouping && grouping) || undefined,
    author: (kind.author && author) || undefined,
    sort: sort || undefined,
  };
  const filtered = Boolean(filters.q || filters.status || grouping || filters.author);
  const [, setSearchParams] = useSearchParams();
  // In one step: each single setter would start again from the address it was rendered with.
  const clear = () =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of ['q', 'status', 'category', 'type', 'author']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    filtered,
    sort: (sort || 'date') as ListSort,
    cards: view === 'cards',
    savedId: Number(saved) || undefined,
    controls: {
      q,
      setQ,
      status,
      setStatus,
      grouping,
      setGrouping,
      author,
      setAuthor,
      sort,
      setSort,
      view,
      setView,
    },
    clear,
  };
}

type Controls = ReturnType<typeof useListParams>['controls'];

/** A text box that asks for the list once typing pauses; Back or a cleared filter shows the address's value. */
function TypedFilter({
  label,
  value,
  onSettle,
  search,
}: {
  label: string;
  value: string;
  onSettle: (value: string) => void;
  search?: boolean;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
        {label}
      </label>
      {search && (
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-2.5 left-3 size-4 text-muted"
        />
      )}
      <input
        id={id}
        type="search"
        value={typed ?? value}
        maxLength={200}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            onSettle(next);
            setTyped(null);
          }, TYPING_PAUSE_MS);
        }}
        className={cn(inputClass, search && 'pl-9')}
      />
    </div>
  );
}

function ChoiceFilter({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** The words of the empty choice ("All statuses"); none when a choice is required. */
  all?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {all && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search, filters, sort and the rows/cards switch above a list. */
export function ListToolbar({ kind, controls }: { kind: ListKindDescription; controls: Controls }) {
  const sorts: FilterOption[] = [
    { value: 'date', label: `${kind.dateLabel}, newest first` },
    { value: 'title', label: 'Title, A to Z' },
    { value: 'edited', label: 'Last edited' },
  ];
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <TypedFilter
        label={`Search ${kind.label.toLowerCase()}`}
        value={controls.q}
        onSettle={controls.setQ}
        search
      />
      {kind.bulk.includes('publish') && (
        <ChoiceFilter
          label="Status"
          value={controls.status}
          onChange={controls.setStatus}
          options={statusOptions}
          all="All statuses"
        />
      )}
      {kind.grouping && (
        <ChoiceFilter
          label={kind.grouping.label}
          value={controls.grouping}
          onChange={controls.setGrouping}
          options={kind.grouping.options}
          all={`All ${kind.grouping.param === 'category' ? 'categories' : 'types'}`}
        />
      )}
      {kind.author && (
        <TypedFilter label={kind.author} value={controls.author} onSettle={controls.setAuthor} />
      )}
      <ChoiceFilter
        label="Sort by"
        value={controls.sort || 'date'}
        onChange={(sort) => controls.setSort(sort === 'date' ? '' : sort)}
        options={sorts}
      />
      <fieldset className="flex gap-1">
        <legend className="mb-1 text-xs font-semibold text-muted">View</legend>
        {(
          [
            ['', 'Rows', Rows3],
            ['cards', 'Cards', LayoutGrid],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={label}
            type="button"
            aria-pressed={controls.view === value}
            onClick={() => controls.setView(value)}
            className="inline-flex h-10 items-center gap-1 rounded-md border border-rule-strong px-3 text-sm text-ink aria-pressed:bg-ink aria-pressed:text-paper"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </fieldset>
    </search>
  );
}
