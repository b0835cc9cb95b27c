import { type ChainedCommands, type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  SquarePlay,
  Undo2,
} from 'lucide-react';
import { Toolbar } from 'radix-ui';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { editorHtmlOf } from './article-form-values.ts';
import { articleEditorExtensions } from './editor-extensions.ts';
import { InsertDialog, type InsertKind } from './insert-dialog.tsx';
import { cleanPastedHtml } from './paste-cleaner.ts';
import { readingSummary } from './reading-time.ts';

// The editor's own look of the markup, close to the public page but in the admin's sans-serif.
const contentStyles = cn(
  'px-3 py-3 text-base leading-relaxed text-ink outline-none sm:text-sm [&>:first-child]:mt-0',
  '[&_p]:my-2 [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold',
  '[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold [&_a]:text-accent [&_a]:underline [&_ul]:list-disc [&_ol]:list-decimal',
  '[&_ul]:pl-6 [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-rule-strong [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-3 [&_img]:max-h-80 [&_img]:rounded [&_figure_img]:mb-1 [&_figcaption]:text-muted [&_figcaption]:text-sm',
  '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-focus',
  '[&_iframe]:my-3 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:max-w-xl [&_iframe]:rounded',
);

interface Tool {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  /** The mark or block that shows the button as pressed; a command without one is off while it cannot run. */
  active?: [name: string, attributes?: { level: number }];
  /** The dialog the button opens, or the command it runs. */
  run: InsertKind | ((chain: ChainedCommands) => ChainedCommands);
}

const heading = (level: 2 | 3 | 4, label: string, icon: LucideIcon): Tool => ({
  label,
  icon,
  active: ['heading', { level }],
  run: (chain) => chain.toggleHeading({ level }),
});

const toolGroups: Tool[][] = [
  [
    heading(2, 'Heading', Heading2),
    heading(3, 'Subheading', Heading3),
    heading(4, 'Minor heading', Heading4),
  ],
  [
    { label: 'Bold', shortcut: 'Ctrl+B', icon: Bold, active: ['bold'], run: (chain) => chain.toggleBold() },
    {
      label: 'Italic',
      shortcut: 'Ctrl+I',
      icon: Italic,
      active: ['italic'],
      run: (chain) => chain.toggleItalic(),
    },
    { label: 'Link', icon: Link2, active: ['link'], run: 'link' },
  ],
  [
    { label: 'Bulleted list', icon: List, active: ['bulletList'], run: (chain) => chain.toggleBulletList() },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      active: ['orderedList'],
      run: (chain) => chain.toggleOrderedList(),
    },
    { label: 'Block quote', icon: Quote, active: ['blockquote'], run: (chain) => chain.toggleBlockquote() },
  ],
  [
    { label: 'Insert image', icon: ImagePlus, run: 'image' },
    { label: 'Embed YouTube video', icon: SquarePlay, run: 'video' },
  ],
  [
    { label: 'Undo', shortcut: 'Ctrl+Z', icon: Undo2, run: (chain) => chain.undo() },
    { label: 'Redo', shortcut: 'Ctrl+Shift+Z', icon: Redo2, run: (chain) => chain.redo() },
  ],
];

function toolState(editor: Editor, tool: Tool): { pressed?: boolean; disabled?: boolean } {
  if (tool.active) return { pressed: editor.isActive(...tool.active) };
  if (typeof tool.run === 'string') return {};
  return { disabled: !tool.run(editor.can().chain()).run() };
}

/**
 * The article text: headings, emphasis, links, lists, quotes, pictures and YouTube videos, kept as
 * HTML, inside the `Field` that labels it. The toolbar follows the ARIA toolbar pattern: one Tab
 * stop, arrow keys move between buttons. `initialContent` is read once; the parent remounts the editor
 * (key) to load another text.
 */
export default function RichTextEditor({
  control,
  label,
  rows,
  initialContent,
  onChange,
  readOnly = false,
}: {
  control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };
  label: string;
  /** admin-area §9: about 10 rows on create, 15 on edit. */
  rows: number;
  /** The stored text: HTML, or an older record's plain text. */
  initialContent: string;
  onChange: (html: string) => void;
  /** The text shown but not editable (the form's fields are disabled). */
  readOnly?: boolean;
}) {
  const [dialog, setDialog] = useState<InsertKind>();
  // Kept from the editor's own events rather than its state selector: an editor made again on a
  // remount announces itself by onCreate, while the selector may still hold the destroyed one's answer.
  const [text, setText] = useState('');
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = control;
  // Options that change (the error, say) reach the editor on the next render: useEditor applies them.
  const editor = useEditor({
    extensions: articleEditorExtensions,
    content: editorHtmlOf(initialContent),
    editable: !readOnly,
    onCreate: ({ editor: created }) => setText(created.getText()),
    onUpdate: ({ editor: current }) => {
      setText(current.getText());
      onChange(current.isEmpty ? '' : current.getHTML());
    },
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: contentStyles,
        style: `min-height: ${rows * 1.5}rem`,
      },
    },
  });
  // A remount (another text loaded) destroys the old editor while its state may still be read once.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? {}
        : Object.fromEntries(toolGroups.flat().map((tool) => [tool.label, toolState(current, tool)])),
  });

  return (
    <>
      <div
        className={cn(
          'rounded-md border bg-paper',
          // The text area hides its own outline; its frame shows the focus ring instead (decision 010).
          'has-[.ProseMirror-focused]:outline-2 has-[.ProseMirror-focused]:outline-focus has-[.ProseMirror-focused]:outline-offset-2',
          invalid ? 'border-danger' : 'border-rule-strong',
        )}
      >
        <Toolbar.Root
          aria-label="Formatting"
          aria-controls={id}
          className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-md border-rule border-b bg-neutral-50 p-1"
        >
          {toolGroups.map((group) => (
            <div
              key={group[0]!.label}
              className="flex items-center gap-0.5 border-rule not-last:border-r not-last:pr-1"
            >
              {group.map((tool) => {
                const { pressed, disabled } = state[tool.label] ?? {};
                return (
                  <Toolbar.Button
                    key={tool.label}
                    aria-label={tool.label}
                    aria-pressed={pressed}
                    aria-keyshortcuts={tool.shortcut?.replace('Ctrl', 'Control')}
                    title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
                    // aria-disabled rather than disabled: the toolbar pattern keeps every button reachable.
                    aria-disabled={disabled || undefined}
                    // A click leaves the focus and selection in the text, so typing goes on where it was.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      if (disabled) return;
                      if (typeof tool.run === 'string') setDialog(tool.run);
                      else tool.run(editor.chain().focus()).run();
                    }}
                    className={cn(
                      'grid size-9 place-items-center rounded text-ink hover:bg-neutral-200 aria-disabled:opacity-40',
                      pressed && 'bg-ink text-paper hover:bg-ink',
                    )}
                  >
                    <tool.icon aria-hidden="true" className="size-4" />
                  </Toolbar.Button>
                );
              })}
            </div>
          ))}
        </Toolbar.Root>
        <EditorContent editor={editor} />
      </div>
      <p className="text-xs text-muted tabular-nums">{readingSummary(text)}</p>
      {dialog && <InsertDialog kind={dialog} editor={editor} onClose={() => setDialog(undefined)} />}
    </>
  );
}
