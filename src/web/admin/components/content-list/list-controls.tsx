import { LayoutGrid, Rows3 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { type ListSort, listStatuses } from '../../../../contracts/admin-list.ts';
import { useSearchParam } from '../../../lib/search-params.ts';
import type { FilterOption, ListKindDescription } from '../../lib/content-kinds.ts';
import { SelectField, TextField } from '../form-fields.tsx';
import { publicationStateLabels } from '../publication.tsx';

const TYPING_PAUSE_MS = 300;
const FILTER_PARAMS = ['q', 'status', 'category', 'type', 'author'];
const statusOptions = listStatuses.map((status) => ({
  value: status,
  label: publicationStateLabels[status],
}));

/** The search, filters, sort and view of a list, kept in the address so reload and Back keep them. */
export function useListParams(kind: ListKindDescription) {
  const [searchParams, setSearchParams] = useSearchParams();
  const read = (key: string) => searchParams.get(key) || undefined;
  const grouping = kind.grouping?.param;
  const filters = {
    q: read('q'),
    status: kind.bulk.includes('publish') ? read('status') : undefined,
    ...(grouping && { [grouping]: read(grouping) }),
    author: kind.author && read('author'),
    sort: read('sort'),
  };
  return {
    filters,
    filtered: FILTER_PARAMS.some((key) => filters[key as keyof typeof filters]),
    sort: (filters.sort ?? 'date') as ListSort,
    cards: read('view') === 'cards',
    savedId: Number(read('saved')) || undefined,
    // In one step: separate setters would each start again from the address they were rendered with.
    clear: () =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of FILTER_PARAMS) next.delete(key);
          return next;
        },
        { replace: true },
      ),
  };
}

/** A text box that asks for the list once typing pauses; Back or a cleared filter shows the address's value. */
function TypedFilter({ label, param }: { label: string; param: string }) {
  const [value, setValue] = useSearchParam(param);
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      label={label}
      type="search"
      maxLength={200}
      value={typed ?? value}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setValue(next);
          setTyped(null);
        }, TYPING_PAUSE_MS);
      }}
    />
  );
}

/** A choice kept in the address; `all` names the empty choice, and `fallback` is what empty means. */
export function ChoiceFilter({
  label,
  param,
  options,
  all,
  fallback = '',
}: {
  label: string;
  param: string;
  options: readonly FilterOption[];
  all?: string;
  fallback?: string;
}) {
  const [value, setValue] = useSearchParam(param);
  return (
    <SelectField
      label={label}
      value={value || fallback}
      onChange={(event) => setValue(event.target.value === fallback ? '' : event.target.value)}
      options={all ? [{ value: '', label: all }, ...options] : options}
    />
  );
}

/** Search, filters, sort and the rows/cards switch above a list. */
export function ListToolbar({ kind }: { kind: ListKindDescription }) {
  const [view, setView] = useSearchParam('view');
  const sorts = [
    { value: 'date', label: `${kind.dateLabel}, newest first` },
    { value: 'title', label: 'Title, A to Z' },
    { value: 'edited', label: 'Last edited' },
  ];
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <TypedFilter label={`Search ${kind.label.toLowerCase()}`} param="q" />
      {kind.bulk.includes('publish') && (
        <ChoiceFilter label="Status" param="status" options={statusOptions} all="All statuses" />
      )}
      {kind.grouping && (
        <ChoiceFilter
          label={kind.grouping.label}
          param={kind.grouping.param}
          options={kind.grouping.options}
          all={`All ${kind.grouping.param === 'category' ? 'categories' : 'types'}`}
        />
      )}
      {kind.author && <TypedFilter label={kind.author} param="author" />}
      <ChoiceFilter label="Sort by" param="sort" options={sorts} fallback="date" />
      <fieldset className="flex gap-1">
        <legend className="mb-1 text-sm font-medium text-ink">View</legend>
        {(
          [
            ['', 'Rows', Rows3],
            ['cards', 'Cards', LayoutGrid],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={label}
            type="button"
            aria-pressed={view === value}
            onClick={() => setView(value)}
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
