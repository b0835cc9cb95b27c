import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { FormAlert, TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { type BoardRow, emptyBoardMember, moveItem } from './settings-form-state.ts';

// siteSettingsSchema: executiveBoard.max(12).
export const MAX_BOARD_MEMBERS = 12;

/**
 * The executive board shown on About: one card per person in the order they appear there, with
 * move up/down (buttons, so it works by keyboard and on touch) and remove.
 */
export function BoardEditor({
  members,
  onChange,
  errorOf,
  error,
}: {
  members: BoardRow[];
  onChange: (members: BoardRow[]) => void;
  /** The message of a field by its path, "executiveBoard.2.name". */
  errorOf: (path: string) => string | undefined;
  /** The message about the list itself (too many people). */
  error?: string;
}) {
  const update = (index: number, patch: Partial<BoardRow>) =>
    onChange(members.map((member, i) => (i === index ? { ...member, ...patch } : member)));

  async function remove(index: number) {
    const member = members[index]!;
    const who = member.name.trim() || 'this board member';
    if (await confirmAction(`Remove ${who} from the executive board?`, 'Remove')) {
      onChange(members.filter((_, i) => i !== index));
    }
  }

  /**
   * Moves a person and keeps keyboard focus on the same button of their card, or on the other arrow
   * when this one is now disabled (first or last place), so repeated presses keep working.
   */
  function move(index: number, step: -1 | 1) {
    const key = members[index]!.key;
    onChange(moveItem(members, index, index + step));
    requestAnimationFrame(() => {
      const card = document.querySelector(`[data-board-card="${key}"]`);
      const same = card?.querySelector<HTMLButtonElement>(`[data-move="${step < 0 ? 'up' : 'down'}"]`);
      const other = card?.querySelector<HTMLButtonElement>(`[data-move="${step < 0 ? 'down' : 'up'}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  }

  function add() {
    onChange([...members, emptyBoardMember()]);
    // The new card's name field, once drawn.
    requestAnimationFrame(() => {
      document.querySelector<HTMLInputElement>('[data-board-card]:last-of-type input')?.focus();
    });
  }

  return (
    <div className="space-y-4">
      {members.length === 0 && (
        <p className="rounded-md border border-dashed border-rule-strong bg-paper-soft px-4 py-6 text-center text-sm text-muted">
          No board members yet: the Executive Board section on About stays empty until someone is added.
        </p>
      )}
      <ol className="space-y-4">
        {members.map((member, index) => {
          const label = member.name.trim() || `Board member ${index + 1}`;
          return (
            <li
              key={member.key}
              data-board-card={member.key}
              aria-label={label}
              className="rounded-lg border border-rule bg-paper-soft/60 p-3 sm:p-4"
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink">
                  {index + 1}. {label}
                </p>
                <div className="flex gap-1">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move ${label} up`}
                    disabled={index === 0}
                    data-move="up"
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move ${label} down`}
                    disabled={index === members.length - 1}
                    data-move="down"
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${label}`}
                    onClick={() => void remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Name"
                  required
                  value={member.name}
                  maxLength={120}
                  error={errorOf(`executiveBoard.${index}.name`)}
                  onChange={(event) => update(index, { name: event.target.value })}
                />
                <TextField
                  label="Role"
                  required
                  value={member.role}
                  maxLength={120}
                  placeholder="President"
                  error={errorOf(`executiveBoard.${index}.role`)}
                  onChange={(event) => update(index, { role: event.target.value })}
                />
                <TextAreaField
                  label="Bio"
                  className="sm:col-span-2"
                  rows={2}
                  value={member.bio}
                  maxLength={600}
                  hint="A short line, such as year and major: “Senior, Journalism”."
                  error={errorOf(`executiveBoard.${index}.bio`)}
                  onChange={(event) => update(index, { bio: event.target.value })}
                />
                <div className="sm:col-span-2">
                  <MediaUploadField
                    label="Photo"
                    value={member.imageUrl}
                    hint="Optional. Without a photo, About shows the person's initials."
                    error={errorOf(`executiveBoard.${index}.imageUrl`)}
                    onChange={(url) => update(index, { imageUrl: url })}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={add} disabled={members.length >= MAX_BOARD_MEMBERS}>
          <Plus aria-hidden="true" />
          Add Board Member
        </Button>
        <span className="text-xs text-muted">
          {members.length} of {MAX_BOARD_MEMBERS} places used
        </span>
      </div>
      <FormAlert message={error} />
    </div>
  );
}
