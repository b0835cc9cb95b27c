import { isValidYoutubeUrl } from '@tiptap/extension-youtube';
import { NodeSelection } from '@tiptap/pm/state';
import type { Editor, JSONContent } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { AdminDialog, FormDialogPanel } from '../components/form-dialog.tsx';
import { TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { isKeptLink } from './editor-extensions.ts';

type Values = Partial<Record<string, string>>;

/** The form of one toolbar button, read from the editor as the dialog opens. */
interface InsertForm {
  title: string;
  description: string;
  fields: {
    name: string;
    label: string;
    hint?: string;
    placeholder?: string;
    optional?: boolean;
    /** A web address: phones show their address keyboard. */
    inputMode?: 'url';
    upload?: boolean;
  }[];
  values?: Values;
  submitLabel: string;
  /** Puts the values in the text, or answers with the messages of the fields that are wrong. */
  apply: (values: Values) => Values | undefined;
  /** Takes the link off; true once it is gone. */
  removeLink?: () => boolean;
}

/** A link as typed, made into an address the server keeps; undefined when it cannot be one. */
function linkHrefOf(typed: string): string | undefined {
  const value = typed.trim();
  if (isKeptLink(value)) return value;
  // "example.org/page": a web address without its scheme.
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  return undefined;
}

/**
 * A picture or video with a fresh paragraph after it, where insertContent leaves the cursor: left
 * selected, the block would be replaced by the next keystroke or insert. An unused one is dropped on save.
 */
const blockThenParagraph = (block: JSONContent) => [block, { type: 'paragraph' }];

function linkForm(editor: Editor): InsertForm {
  const existing = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const needsText = editor.state.selection.empty && !existing;
  return {
    title: 'Link',
    description: 'Link the selected text to a page, an e-mail address or a page of this site.',
    fields: [
      ...(needsText ? [{ name: 'text', label: 'Link text' }] : []),
      { name: 'address', label: 'Link address', placeholder: 'https://…', inputMode: 'url' },
    ],
    values: { address: existing },
    submitLabel: 'Apply link',
    apply: ({ text = '', address = '' }) => {
      const href = linkHrefOf(address);
      const refused = {
        address: href
          ? undefined
          : 'Enter a web address (https://…), an e-mail link (mailto:…) or a path on this site (/…)',
        text: needsText && !text.trim() ? 'Link text is required' : undefined,
      };
      if (!href || refused.text) return refused;
      const chain = editor.chain().focus();
      if (needsText) {
        chain.insertContent({ type: 'text', text: text.trim(), marks: [{ type: 'link', attrs: { href } }] });
      } else {
        chain.extendMarkRange('link').setLink({ href });
      }
      chain.run();
    },
    removeLink: existing ? () => editor.chain().focus().extendMarkRange('link').unsetLink().run() : undefined,
  };
}

/** Insert image, or, with a picture selected, its alt text and caption edited. */
function imageForm(editor: Editor): InsertForm {
  const { selection } = editor.state;
  const editing = selection instanceof NodeSelection && selection.node.type.name === 'image';
  const attrs = editing ? selection.node.attrs : {};
  return {
    title: 'Insert image',
    description: 'The picture appears in the article where the cursor is.',
    fields: [
      { name: 'src', label: 'Image', upload: true },
      {
        name: 'alt',
        label: 'Alt text',
        hint: 'What the picture shows, for screen readers and when it cannot load.',
      },
      {
        name: 'caption',
        label: 'Caption',
        hint: 'Optional. Shown under the picture: what it shows, and who took it.',
        optional: true,
      },
    ],
    values: { src: attrs.src ?? '', alt: attrs.alt ?? '', caption: attrs.caption ?? '' },
    submitLabel: editing ? 'Update image' : 'Insert image',
    apply: ({ src = '', alt = '', caption = '' }) => {
      // Pictures come from our uploads or the web (the server drops any other source).
      const refused = {
        src: /^(https?:\/\/\S+|\/uploads\/\S+)$/i.test(src.trim())
          ? undefined
          : 'Upload an image or enter its web address (https://…)',
        alt: alt.trim() ? undefined : "Describe the image for readers who can't see it",
      };
      if (refused.src || refused.alt) return refused;
      const image = { src: src.trim(), alt: alt.trim(), caption: caption.trim() };
      if (editing) editor.chain().focus().updateAttributes('image', image).run();
      else
        editor
          .chain()
          .focus()
          .insertContent(blockThenParagraph({ type: 'image', attrs: image }))
          .run();
    },
  };
}

function videoForm(editor: Editor): InsertForm {
  return {
    title: 'Embed YouTube video',
    description: 'Paste the link of the video; readers play it on the article page.',
    fields: [
      {
        name: 'url',
        label: 'YouTube link',
        placeholder: 'https://www.youtube.com/watch?v=…',
        inputMode: 'url',
      },
    ],
    submitLabel: 'Embed video',
    apply: ({ url = '' }) => {
      const src = url.trim();
      if (!isValidYoutubeUrl(src))
        return { url: 'Enter a YouTube link (youtube.com/watch?v=… or youtu.be/…)' };
      editor
        .chain()
        .focus()
        .insertContent(blockThenParagraph({ type: 'youtube', attrs: { src } }))
        .run();
    },
  };
}

const insertForms = { link: linkForm, image: imageForm, video: videoForm };
export type InsertKind = keyof typeof insertForms;

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
  const [form] = useState(() => insertForms[kind](editor));
  const [values, setValues] = useState<Values>(form.values ?? {});
  const [errors, setErrors] = useState<Values>({});
  const { removeLink } = form;
  const setValue = (name: string) => (value: string) => setValues((old) => ({ ...old, [name]: value }));

  function submit(event: FormEvent) {
    // The dialog sits in a portal, but React still bubbles its submit to the article form: stop it here.
    event.preventDefault();
    event.stopPropagation();
    const refused = form.apply(values);
    if (refused) setErrors(refused);
    else onClose();
  }

  return (
    <AdminDialog open onClose={onClose}>
      <FormDialogPanel
        title={form.title}
        description={form.description}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={form.submitLabel}
        otherActions={
          removeLink && (
            <Button variant="secondary" onClick={() => removeLink() && onClose()}>
              Remove link
            </Button>
          )
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        {form.fields.map(({ name, upload, optional, ...field }) => {
          const shared = {
            ...field,
            required: !optional,
            value: values[name] ?? '',
            error: errors[name],
          };
          return upload ? (
            <MediaUploadField key={name} {...shared} onChange={setValue(name)} />
          ) : (
            <TextField key={name} {...shared} onChange={(event) => setValue(name)(event.target.value)} />
          );
        })}
      </FormDialogPanel>
    </AdminDialog>
  );
}
