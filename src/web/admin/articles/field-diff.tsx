import { wordDiff } from './text-diff.ts';

export const removedMark = 'rounded bg-red-100 text-red-900';
export const addedMark = 'rounded bg-emerald-100 text-emerald-900 no-underline';

const diffBox =
  'mt-1 whitespace-pre-wrap break-words rounded border border-rule bg-paper p-3 text-sm leading-relaxed text-ink';

// Each side of a diff: the older text with its removed words struck, the newer one with its added words marked.
const diffSides = [
  { side: 'before', own: 'removed', Mark: 'del', markClass: removedMark },
  { side: 'after', own: 'added', Mark: 'ins', markClass: addedMark },
] as const;

/**
 * One field's two texts side by side, word by word (the history's Compare, the editor's conflict
 * view); `headings` name the before and after sides.
 */
export function FieldDiff({
  label,
  before,
  after,
  headings,
}: {
  label: string;
  before: string;
  after: string;
  headings: readonly [before: string, after: string];
}) {
  const parts = wordDiff(before, after);
  const unchanged = parts.every((part) => part.kind === 'same');
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">
        {label}
        {unchanged && <span className="ml-2 font-normal text-muted">(no change)</span>}
      </h3>
      {unchanged ? (
        <p className={diffBox}>{after}</p>
      ) : (
        <div className="mt-1 grid gap-3 md:grid-cols-2">
          {diffSides.map(({ side, own, Mark, markClass }, index) => (
            <div key={side}>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{headings[index]}</p>
              <p className={diffBox} data-testid={`diff-${label.toLowerCase()}-${side}`}>
                {parts.map((part, at) =>
                  part.kind === 'same' ? (
                    part.text
                  ) : part.kind === own ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed sequence.
                    <Mark key={at} className={markClass}>
                      <span className="sr-only">{own}: </span>
                      {part.text}
                    </Mark>
                  ) : null,
                )}
              </p>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
