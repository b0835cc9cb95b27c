import { Eye, EyeOff } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { MAX_EMBED_CODE_LENGTH } from '../../../contracts/graphic.ts';
import { EmbedFrame } from '../../components/content/embed-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField } from '../components/form-fields.tsx';

/**
 * The HTML snippet of an embedded graphic and its optional live preview. The code only ever runs
 * inside EmbedFrame's sandbox (docs/api/graphics.md "Embed code safety"), never in the admin page.
 */
export function EmbedCodeField({
  value,
  onChange,
  title,
  error,
  previewOpen = false,
}: {
  value: string;
  onChange: (code: string) => void;
  /** The graphic's title, naming the preview frame. */
  title: string;
  error?: string;
  previewOpen?: boolean;
}) {
  const [showPreview, setShowPreview] = useState(previewOpen);
  return (
    <Collapsible.Root open={showPreview} onOpenChange={setShowPreview} className="space-y-3">
      <TextAreaField
        label="Embed code"
        required
        rows={8}
        spellCheck={false}
        maxLength={MAX_EMBED_CODE_LENGTH}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={'<iframe src="https://datawrapper.dwcdn.net/…" …></iframe>'}
        hint="The HTML snippet from Datawrapper, Flourish or a similar tool. It runs in a sandboxed frame on the site."
        error={error}
      />
      <Collapsible.Trigger asChild>
        <Button variant="secondary" size="sm">
          {showPreview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {showPreview ? 'Hide preview' : 'Show preview'}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        {value.trim() ? (
          <div className="overflow-hidden rounded-lg border border-rule" data-testid="embed-preview">
            <EmbedFrame embedCode={value} title={`Preview of ${title.trim() || 'the embedded graphic'}`} />
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-rule-strong px-4 py-8 text-center text-sm text-muted">
            Paste embed code to see the preview.
          </p>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
