import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { FormAlert, TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { RowButtons } from '../components/row-buttons.tsx';
import { listErrorAt } from '../lib/admin-form.ts';
import type { SettingsForm } from './settings-form-state.ts';

// siteSettingsSchema: executiveBoard.max(12).
const MAX_BOARD_MEMBERS = 12;

/** The board on About, in its order. */
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
                <RowButtons
                  name={label}
                  index={index}
                  count={fields.length}
                  onMove={(from, to) => {
                    move(from, to);
                    clearErrors();
                  }}
                  onRemove={() => void askAndRemove(index)}
                />
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
