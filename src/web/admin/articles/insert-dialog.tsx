import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { CommandProps, Editor } from '@tiptap/react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';

export type InsertKind = 'link' | 'image' | 'video';

const titles: Record<InsertKind, string> = {
  link: 'Link',
  image: 'Insert image',
  video: 'Embed YouTube video',
};

export const LINK_ADDRESS_MESSAGE =
  'Enter a web address (https://…), an e-mail link (mailto:…) or a path on this site (/…)';
export const IMAGE_SOURCE_MESSAGE = 'Upload an image or enter its web address (https://…)';
export const IMAGE_ALT_MESSAGE = "Describe the image for readers who can't see it";
export const YOUTUBE_LINK_MESSAGE = 'Enter a YouTube link (youtube.com/watch?v=… or youtu.be/…)';

/** A link as typed, made into an address the server keeps; undefined when it cannot be one. */
export function linkHrefOf(typed: string): string | undefined {
  const value = typed.trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(value) || /^(\/(?!\/)|#)\S*$/.test(value)) return value;
  // "example.org/page": a web address without its scheme.
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  return undefined;
}

/** Pictures come from our uploads or the web (the server drops any other source). */
export function isImageSource(value: string): boolean {
  return /^(https?:\/\/\S+|\/uploads\/\S+)$/i.test(value.trim());
}

/** The small form behind the Link, Insert image and Embed YouTube video buttons. */
export function InsertDialog({
  kind,
  editor,
  onClose,
}: {
  kind: InsertKind;
  editor: Editor;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor.commands.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-paper p-6 shadow-raised"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{titles[kind]}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {kind === 'link' && 'Link the selected text to a page, an e-mail address or a page of this site.'}
            {kind === 'image' && 'The picture appears in the article where the cursor is.'}
            {kind === 'video' && 'Paste the link of the video; readers play it on the article page.'}
          </Dialog.Description>
          {kind === 'link' && <LinkForm editor={editor} onDone={onClose} />}
          {kind === 'image' && <ImageForm editor={editor} onDone={onClose} />}
          {kind === 'video' && <VideoForm editor={editor} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * After a picture or video goes in, it is left selected; the next keystroke or insert would replace it.
 * Put the cursor in a fresh paragraph after it instead (an unused empty one is dropped on save).
 */
function continueAfterInsertedBlock({ tr, state }: CommandProps): boolean {
  if (!(tr.selection instanceof NodeSelection)) return true;
  const after = tr.selection.to;
  tr.insert(after, state.schema.nodes.paragraph!.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

/** The dialog sits in a portal, but React still bubbles its submit to the article form: stop it here. */
function submitHandler(run: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    run();
  };
}

function Actions({ submitLabel, extra }: { submitLabel: string; extra?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      {extra}
      <Dialog.Close asChild>
        <Button variant="secondary">Cancel</Button>
      </Dialog.Close>
      <Button type="submit">{submitLabel}</Button>
    </div>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const existing = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const needsText = editor.state.selection.empty && !existing;
  const [address, setAddress] = useState(existing);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ address?: string; text?: string }>({});

  const apply = submitHandler(() => {
    const href = linkHrefOf(address);
    const missingText = needsText && !text.trim();
    if (!href || missingText) {
      setErrors({
        address: href ? undefined : LINK_ADDRESS_MESSAGE,
        text: missingText ? 'Link text is required' : undefined,
      });
      return;
    }
    const chain = editor.chain().focus();
    if (needsText) {
      chain
        .insertContent({ type: 'text', text: text.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onDone();
  });

  return (
    <form onSubmit={apply} noValidate className="mt-4 space-y-4">
      {needsText && (
        <TextField
          label="Link text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={errors.text}
          required
        />
      )}
      <TextField
        label="Link address"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={errors.address}
        placeholder="https://…"
        inputMode="url"
        required
      />
      <Actions
        submitLabel="Apply link"
        extra={
          existing && (
            <Button
              variant="secondary"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onDone();
              }}
            >
              Remove link
            </Button>
          )
        }
      />
    </form>
  );
}

/** The picture the cursor is on, whose alt text and caption the Insert image form then edits. */
function selectedImage(editor: Editor): { src: string; alt: string; caption: string } | undefined {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return undefined;
  const { src, alt, caption } = selection.node.attrs;
  return { src: String(src ?? ''), alt: String(alt ?? ''), caption: String(caption ?? '') };
}

function ImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [editing] = useState(() => selectedImage(editor));
  const [src, setSrc] = useState(editing?.src ?? '');
  const [alt, setAlt] = useState(editing?.alt ?? '');
  const [caption, setCaption] = useState(editing?.caption ?? '');
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});

  const insert = submitHandler(() => {
    const next = {
      src: isImageSource(src) ? undefined : IMAGE_SOURCE_MESSAGE,
      alt: alt.trim() ? undefined : IMAGE_ALT_MESSAGE,
    };
    if (next.src || next.alt) {
      setErrors(next);
      return;
    }
    const image = { src: src.trim(), alt: alt.trim(), caption: caption.trim() };
    if (editing) editor.chain().focus().updateAttributes('image', image).run();
    else editor.chain().focus().setImage(image).command(continueAfterInsertedBlock).run();
    onDone();
  });

  return (
    <form onSubmit={insert} noValidate className="mt-4 space-y-4">
      <MediaUploadField label="Image" value={src} onChange={setSrc} error={errors.src} required />
      <TextField
        label="Alt text"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        error={errors.alt}
        hint="What the picture shows, for screen readers and when it cannot load."
        required
      />
      <TextField
        label="Caption"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        hint="Optional. Shown under the picture: what it shows, and who took it."
      />
      <Actions submitLabel={editing ? 'Update image' : 'Insert image'} />
    </form>
  );
}

function VideoForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();

  const embed = submitHandler(() => {
    // The extension refuses anything that is not a YouTube address.
    if (
      !editor.chain().focus().setYoutubeVideo({ src: url.trim() }).command(continueAfterInsertedBlock).run()
    ) {
      setError(YOUTUBE_LINK_MESSAGE);
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={embed} noValidate className="mt-4 space-y-4">
      <TextField
        label="YouTube link"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={error}
        placeholder="https://www.youtube.com/watch?v=…"
        inputMode="url"
        required
      />
      <Actions submitLabel="Embed video" />
    </form>
  );
}
