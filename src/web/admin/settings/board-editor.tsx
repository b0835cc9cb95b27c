import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { FormAlert, TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { listErrorAt } from '../lib/admin-form.ts';
import type { SettingsForm } from './settings-form-state.ts';

// siteSettingsSchema: executiveBoard.max(12).
const MAX_BOARD_MEMBERS = 12;

const moves = [
  { direction: 'up', by: -1, Icon: ArrowUp },
  { direction: 'down', by: 1, Icon: ArrowDown },
] as const;

/** The board on About, in its order; moves are buttons, so they work by keyboard and on touch. */
export function BoardEditor({ form: { form, field, controlled } }: { form: SettingsForm }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'executiveBoard' });
  const members = useWatch({ control: form.control, name: 'executiveBoard' });
  // Row indexes move with the list, so messages tied to them no longer fit.
  const clearErrors = () => form.clearErrors('executiveBoard');

  async function askAndRemove(index: number) {
    const who = members[index]?.name.trim() || 'this board member';
    if (await confirmAction(`Remove ${who} from the executive board?`, 'Remove')) {
      remove(index);
      clearErrors();
    }
  }

  /** Focus stays on the moved card's arrow, or its other one once this is disabled, so presses go on. */
  function step(index: number, by: -1 | 1) {
    const key = fields[index]!.id;
    move(index, index + by);
    clearErrors();
    requestAnimationFrame(() => {
      const card = document.querySelector(`[data-board-card="${key}"]`);
      const same = card?.querySelector<HTMLButtonElement>(`[data-move="${by < 0 ? 'up' : 'down'}"]`);
      const other = card?.querySelector<HTMLButtonElement>(`[data-move="${by < 0 ? 'down' : 'up'}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  }

  return (
    <div className="space-y-4">
      {fields.length === 0 && (
        <p className="rounded-md border border-dashed border-rule-strong bg-paper-soft px-4 py-6 text-center text-sm text-muted">
          No board members yet: the Executive Board section on About stays empty until someone is added.
        </p>
      )}
      <ol className="space-y-4">
        {fields.map((row, index) => {
          const label = members[index]?.name.trim() || `Board member ${index + 1}`;
          return (
            <li
              key={row.id}
              data-board-card={row.id}
              aria-label={label}
              className="rounded-lg border border-rule bg-paper-soft/60 p-3 sm:p-4"
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink">
                  {index + 1}. {label}
                </p>
                <div className="flex gap-1">
                  {moves.map(({ direction, by, Icon }) => (
                    <Button
                      key={direction}
                      variant="secondary"
                      size="sm"
                      aria-label={`Move ${label} ${direction}`}
                      disabled={index + by < 0 || index + by >= fields.length}
                      data-move={direction}
                      onClick={() => step(index, by)}
                    >
                      <Icon aria-hidden="true" />
                    </Button>
                  ))}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${label}`}
                    onClick={() => void askAndRemove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Name" required maxLength={120} {...field(`executiveBoard.${index}.name`)} />
                <TextField
                  label="Role"
                  required
                  maxLength={120}
                  placeholder="President"
                  {...field(`executiveBoard.${index}.role`)}
                />
                <TextAreaField
                  label="Bio"
                  className="sm:col-span-2"
                  rows={2}
                  maxLength={600}
                  hint="A short line, such as year and major: “Senior, Journalism”."
                  {...field(`executiveBoard.${index}.bio`)}
                />
                <div className="sm:col-span-2">
                  <MediaUploadField
                    label="Photo"
                    hint="Optional. Without a photo, About shows the person's initials."
                    {...controlled(`executiveBoard.${index}.imageUrl`)}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => append({ name: '', role: '', bio: '', imageUrl: '' })}
          disabled={fields.length >= MAX_BOARD_MEMBERS}
        >
          <Plus aria-hidden="true" />
          Add Board Member
        </Button>
        <span className="text-xs text-muted">
          {fields.length} of {MAX_BOARD_MEMBERS} places used
        </span>
      </div>
      <FormAlert message={listErrorAt(form.formState.errors, 'executiveBoard')} />
    </div>
  );
}
