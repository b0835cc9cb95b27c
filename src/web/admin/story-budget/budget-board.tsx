import { AlarmClock, FilePen, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { canChangePitch, isEditor, may } from '../../../contracts/permissions.ts';
import { type BudgetStage, budgetStages, type Pitch } from '../../../contracts/story-budget.ts';
import { Button } from '../../components/ui/button.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge, EditAndDelete } from '../components/content-card.tsx';
import { useAccount } from '../shell/use-role.ts';
import { draftHref, kindLabel, stageLabels } from './budget-words.ts';

/** The actions a card offers; the page opens the dialogs. */
export interface CardActions {
  onEdit: (pitch: Pitch) => void;
  onDelete: (pitch: Pitch) => void;
  onAssign: (pitch: Pitch) => void;
  deletingId?: number;
}

/** The card's element id, which the page focuses once a dialog has saved it. */
export const cardId = (id: number) => `pitch-${id}`;
const columnId = (stage: BudgetStage) => `budget-column-${stage}`;

/**
 * One column per stage side by side from tablet width (a row that scrolls sideways when the six do not
 * fit), stacked on phones. Cards move between columns only as their item changes: there is nothing to
 * drag, every action is a button.
 */
export function BudgetBoard({ cards, actions }: { cards: Pitch[]; actions: CardActions }) {
  const columns = budgetStages.map((stage) => ({
    stage,
    cards: cards.filter((card) => card.stage === stage),
  }));
  return (
    <>
      <StageJumps columns={columns} />
      {/* Positioned, so the screen-reader-only text of a column scrolled out of view stays inside the
        row rather than widening the page. */}
      <section
        aria-label="Board"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so the keyboard can scroll the row too (arrow keys), not only a mouse or a finger.
        tabIndex={0}
        className="relative space-y-4 md:flex md:snap-x md:gap-3 md:space-y-0 md:overflow-x-auto md:pb-3"
      >
        {columns.map(({ stage, cards }) => (
          <section
            key={stage}
            id={columnId(stage)}
            tabIndex={-1}
            aria-labelledby={`${columnId(stage)}-heading`}
            className="min-w-0 rounded-lg bg-paper-soft p-3 md:w-64 md:shrink-0 md:snap-start"
          >
            <h2
              id={`${columnId(stage)}-heading`}
              className="flex items-baseline justify-between gap-2 text-sm font-bold text-ink"
            >
              {stageLabels[stage]}{' '}
              <span className="text-xs font-semibold text-muted">
                {cards.length}
                <span className="sr-only"> {cards.length === 1 ? 'card' : 'cards'}</span>
              </span>
            </h2>
            {cards.length === 0 ? (
              <p className="mt-3 text-xs text-muted">Nothing here.</p>
            ) : (
              <ol className="mt-3 space-y-3">
                {cards.map((card) => (
                  <li key={card.id}>
                    <BudgetCard card={card} actions={actions} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </section>
    </>
  );
}

/**
 * Each stage with its count, a link that brings its column into view: the row scrolls sideways on a
 * laptop and the columns stack on a phone, so some are always out of sight.
 */
function StageJumps({ columns }: { columns: { stage: BudgetStage; cards: Pitch[] }[] }) {
  return (
    <nav aria-label="Jump to a stage" className="mb-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {columns.map(({ stage, cards }) => (
          <li key={stage}>
            <a
              href={`#${columnId(stage)}`}
              onClick={(event) => {
                // Scrolled and focused here: a fragment would add a history entry the router ignores.
                event.preventDefault();
                const column = document.getElementById(columnId(stage));
                column?.scrollIntoView({ block: 'nearest', inline: 'start' });
                column?.focus({ preventScroll: true });
              }}
              className="text-ink underline-offset-4 hover:text-accent hover:underline"
            >
              {stageLabels[stage]} <span className="text-muted">({cards.length})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the signed-in account may do with it follows docs/admin/review-and-budget.md, "Who does what". */
function BudgetCard({ card, actions }: { card: Pitch; actions: CardActions }) {
  const account = useAccount();
  const changeable = canChangePitch(account, card);
  // A contributor sees only their own drafts, so the link is for editors and the assignee.
  const draft = isEditor(account) || card.assigneeId === account.id ? card.item : null;
  const assignLabel = card.assigneeId === null ? 'Assign' : 'Reassign';
  return (
    <article
      id={cardId(card.id)}
      tabIndex={-1}
      aria-labelledby={`${cardId(card.id)}-title`}
      className="space-y-2 rounded-md border border-rule bg-paper p-3 text-sm outline-offset-2"
    >
      <div className="flex flex-wrap items-center gap-1">
        <Badge className="bg-paper-soft text-ink">{kindLabel(card.kind)}</Badge>
        {card.overdue && (
          <Badge className="border border-danger bg-red-50 text-danger">
            <AlarmClock aria-hidden="true" className="size-3.5" />
            Overdue
          </Badge>
        )}
      </div>
      <h3 id={`${cardId(card.id)}-title`} className="font-semibold break-words text-ink">
        {card.title}
      </h3>
      {card.summary && <p className="line-clamp-3 break-words text-muted">{card.summary}</p>}
      <dl className="space-y-0.5 text-xs text-muted">
        <div>
          <dt className="inline">Wanted by </dt>
          <dd className={card.overdue ? 'inline font-semibold text-danger' : 'inline text-ink'}>
            <ChapterTime iso={card.wantedBy} />
          </dd>
        </div>
        {[
          ['Pitched by ', card.pitchedBy || 'a removed account'],
          ['Assignee: ', card.assignee ?? 'not assigned'],
        ].map(([term, value]) => (
          <div key={term} className="break-words">
            <dt className="inline">{term}</dt>
            <dd className="inline text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {(draft || changeable) && (
        <div className="flex flex-wrap gap-2 pt-1">
          {draft && (
            <Button variant="secondary" size="sm" asChild>
              <Link href={draftHref(draft)} aria-label={`Open the draft of ${card.title}`}>
                <FilePen aria-hidden="true" />
                Open draft
              </Link>
            </Button>
          )}
          {may(account, 'assign') && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${assignLabel} ${card.title}`}
              onClick={() => actions.onAssign(card)}
            >
              <UserPlus aria-hidden="true" />
              {assignLabel}…
            </Button>
          )}
          {changeable && (
            <EditAndDelete
              title={card.title}
              onEdit={() => actions.onEdit(card)}
              onDelete={() => actions.onDelete(card)}
              deleting={actions.deletingId === card.id}
            />
          )}
        </div>
      )}
    </article>
  );
}
