import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
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
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ErrorMessage } from '../../components/ui/error-message.tsx';
import { cn } from '../../lib/cn.ts';
import { articleEditorExtensions } from './editor-extensions.ts';
import { InsertDialog, type InsertKind } from './insert-dialog.tsx';
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

interface ToolState {
  h2: boolean;
  h3: boolean;
  h4: boolean;
  bold: boolean;
  italic: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Word count and reading time of the text so far. */
  summary: string;
}

interface Tool {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  /** Which state shows the button as pressed; tools without one are plain actions. */
  pressed?: keyof ToolState;
  enabled?: keyof ToolState;
  run: (editor: Editor, open: (kind: InsertKind) => void) => void;
}

const toolGroups: Tool[][] = [
  [
    {
      label: 'Heading',
      icon: Heading2,
      pressed: 'h2',
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Subheading',
      icon: Heading3,
      pressed: 'h3',
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Minor heading',
      icon: Heading4,
      pressed: 'h4',
      run: (e) => e.chain().focus().toggleHeading({ level: 4 }).run(),
    },
  ],
  [
    {
      label: 'Bold',
      shortcut: 'Ctrl+B',
      icon: Bold,
      pressed: 'bold',
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      label: 'Italic',
      shortcut: 'Ctrl+I',
      icon: Italic,
      pressed: 'italic',
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    { label: 'Link', icon: Link2, pressed: 'link', run: (_e, open) => open('link') },
  ],
  [
    {
      label: 'Bulleted list',
      icon: List,
      pressed: 'bulletList',
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      pressed: 'orderedList',
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'Block quote',
      icon: Quote,
      pressed: 'blockquote',
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
  ],
  [
    { label: 'Insert image', icon: ImagePlus, run: (_e, open) => open('image') },
    { label: 'Embed YouTube video', icon: SquarePlay, run: (_e, open) => open('video') },
  ],
  [
    {
      label: 'Undo',
      shortcut: 'Ctrl+Z',
      icon: Undo2,
      enabled: 'canUndo',
      run: (e) => e.chain().focus().undo().run(),
    },
    {
      label: 'Redo',
      shortcut: 'Ctrl+Shift+Z',
      icon: Redo2,
      enabled: 'canRedo',
      run: (e) => e.chain().focus().redo().run(),
    },
  ],
];

/**
 * The article text: headings, emphasis, links, lists, quotes, pictures and YouTube videos, kept as
 * HTML. The toolbar follows the ARIA toolbar pattern: one Tab stop, arrow keys move between buttons.
 * `initialHtml` is read once; the parent remounts the editor (key) to load another text.
 */
export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  error,
  hint,
  rows,
  required,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  /** admin-area §9: about 10 rows on create, 15 on edit. */
  rows: number;
  required?: boolean;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const editorId = `${id}-editor`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [dialog, setDialog] = useState<InsertKind>();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: articleEditorExtensions,
    content: initialHtml,
    // The admin renders only in the browser, but the editor is drawn after mount all the same.
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id: editorId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          class: contentStyles,
          style: `min-height: ${rows * 1.5}rem`,
        },
      },
    });
  }, [editor, editorId, labelId, describedBy, error, rows]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolState | null =>
      current
        ? {
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            h4: current.isActive('heading', { level: 4 }),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            link: current.isActive('link'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            blockquote: current.isActive('blockquote'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
            summary: readingSummary(current.getText()),
          }
        : null,
  });

  return (
    <div className="space-y-1">
      <div id={labelId} className="block text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </div>
      <div
        className={cn(
          'rounded-md border bg-paper',
          // The text area hides its own outline; its frame shows the focus ring instead (decision 010).
          'has-[.ProseMirror-focused]:outline-2 has-[.ProseMirror-focused]:outline-focus has-[.ProseMirror-focused]:outline-offset-2',
          error ? 'border-danger' : 'border-rule-strong',
        )}
      >
        <Toolbar editor={editor} state={state} editorId={editorId} onOpen={setDialog} />
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="px-3 py-3 text-sm text-muted" style={{ minHeight: `${rows * 1.5}rem` }}>
            Loading editor…
          </div>
        )}
      </div>
      <p className="text-xs text-muted tabular-nums">{state?.summary ?? readingSummary('')}</p>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      {editor && dialog && (
        <InsertDialog kind={dialog} editor={editor} onClose={() => setDialog(undefined)} />
      )}
    </div>
  );
}

function Toolbar({
  editor,
  state,
  editorId,
  onOpen,
}: {
  editor: Editor | null;
  state: ToolState | null;
  editorId: string;
  onOpen: (kind: InsertKind) => void;
}) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tools = toolGroups.flat();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tools.length) % tools.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-md border-rule border-b bg-neutral-50 p-1"
    >
      {toolGroups.map((group, groupIndex) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed list.
          key={groupIndex}
          className="flex items-center gap-0.5 border-rule not-last:border-r not-last:pr-1"
        >
          {group.map((tool) => {
            index += 1;
            const position = index;
            const pressed = tool.pressed ? Boolean(state?.[tool.pressed]) : undefined;
            const disabled = !editor || (tool.enabled ? !state?.[tool.enabled] : false);
            const Icon = tool.icon;
            return (
              <button
                key={tool.label}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === focusIndex ? 0 : -1}
                aria-label={tool.label}
                aria-pressed={pressed}
                aria-keyshortcuts={tool.shortcut?.replace('Ctrl', 'Control')}
                title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
                // aria-disabled rather than disabled: the toolbar pattern keeps every button reachable.
                aria-disabled={disabled || undefined}
                onFocus={() => setFocusIndex(position)}
                onClick={() => editor && !disabled && tool.run(editor, onOpen)}
                className={cn(
                  'grid size-9 place-items-center rounded text-ink hover:bg-neutral-200 aria-disabled:opacity-40',
                  pressed && 'bg-ink text-paper hover:bg-ink',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
