import { useQuery } from '@tanstack/react-query';
import {
  type ComponentProps,
  type FormEventHandler,
  Fragment,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { apiJson, type WriteOptions } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import type { AdminRoute } from '../admin-route.ts';
import { ConflictDialog, RecoveryNotice, SaveStatus } from '../editor/editor-notices.tsx';
import type { EditorView } from '../editor/use-editor.ts';
import { type ListKind, listKinds } from '../lib/content-kinds.ts';
import { EditingNote } from '../presence/presence-notes.tsx';
import { AdminPage, type BackLink } from './admin-page.tsx';
import { ContentListPage, type ListItem, type ListView } from './content-list/content-list-page.tsx';
import { EditorShell, FormActions, positiveId } from './editor-shell.tsx';
import { TextAreaField, TextField } from './form-fields.tsx';

/** A kind's create screen (admin-area §2): its form in the admin frame, back to the dashboard unless told. */
export function createRoute(
  path: string,
  { title, description, back }: { title: string; description?: string; back?: BackLink },
  form: () => ReactNode,
): AdminRoute {
  return {
    path,
    component: function CreatePage() {
      return (
        <AdminPage title={title} description={description} back={back} width="form">
          {form()}
        </AdminPage>
      );
    },
  };
}

interface CreateScreen {
  path: string;
  title: string;
  description?: string;
  back?: BackLink;
  form: () => ReactNode;
}

interface EditScreen<Item> {
  path: `/admin/${string}/:id`;
  title: string;
  back: BackLink;
  notFound: string;
  form: (item: Item) => ReactNode;
}

/**
 * A kind's create screens and its edit screen (admin-area §2) as one screen under several addresses:
 * a new item's save that turns the address into its edit one keeps the form mounted, cursor and all.
 * Each `form` must draw the same element tree for that (the form first, what only an edit has after).
 * The edit address reads its record from the kind's admin list: "Loading <item>...", then its form,
 * or the not-found title with the way back.
 */
export function editorRoutes<Item extends { id: number }>(
  kind: ListKind,
  creates: CreateScreen[],
  edit: EditScreen<Item>,
): AdminRoute[] {
  const { adminList, noun } = listKinds[kind];
  // One page for every address of the screen, made once per kind.
  const page: Omit<AdminRoute, 'path'> = {
    screen: `${kind}-editor`,
    component: function EditorPage({ params }) {
      const [location] = useLocation();
      const creating = params.id === undefined;
      const id = positiveId(params.id);
      const query = useQuery<Item>({ queryKey: [adminList, id], enabled: id !== undefined });
      const formKey = useFormKey(location, params.id);
      const create = creates.find((screen) => screen.path === location) ?? creates[0];
      const texts = creating && create ? create : edit;
      return (
        <EditorShell
          title={texts.title}
          description={creating ? create?.description : undefined}
          back={creating ? create?.back : edit.back}
          query={creating ? undefined : query}
          invalidId={!creating && id === undefined}
          loadingText={`Loading ${noun[0]}...`}
          notFoundTitle={edit.notFound}
        >
          {(item) => (
            <Fragment key={formKey}>
              {item && <EditingNote kind={kind} id={item.id} />}
              {item ? edit.form(item) : create?.form()}
            </Fragment>
          )}
        </EditorShell>
      );
    },
  };
  return [...creates, edit].map(({ path }) => ({ path, ...page }));
}

/**
 * The form's key on an editor screen: a new one for each address, except when a new item's own save
 * gave the address its id (history state `sameScreen`, see useEditor): that form goes on as it is.
 */
function useFormKey(location: string, id: string | undefined): number {
  const key = useRef({ location, id, count: 0 });
  const { current } = key;
  if (current.location !== location) {
    const adopted = current.id === undefined && id !== undefined && window.history.state?.sameScreen === true;
    key.current = { location, id, count: adopted ? current.count : current.count + 1 };
  }
  return key.current.count;
}

/**
 * A kind's save: the record being edited PUT at `path/<id>` with the version it was based on
 * (`If-Match`, so a stale one is refused with 409), a new one POSTed to `path`; `keepalive` when the
 * page is being left.
 */
export function saveTo<Saved>(
  path: string,
  record: { id: number; version: number } | undefined,
  body: unknown,
  options?: Pick<WriteOptions, 'keepalive'>,
) {
  return record
    ? apiJson<Saved>('PUT', `${path}/${record.id}`, body, { ...options, version: record.version })
    : apiJson<Saved>('POST', path, body, options);
}

/** A kind's manage screen: the generic list page with how the kind's rows look. */
export function listRoute<Item extends ListItem>(path: string, view: ListView<Item>): AdminRoute {
  return { path, component: () => <ContentListPage view={view} /> };
}

/**
 * An editor's form: its fields, then the submit and Cancel in a bar that stays in view; `boxed` draws
 * it on a card. With nothing to save (no `label`: a contributor's item in review or published) the
 * fields are shown disabled. An item's `editor` (useAdminForm) adds its save state to the bar, the
 * offer of unsaved changes above the fields, the conflict view, and ⌘/Ctrl-S to save.
 */
export function EditorForm({
  onSubmit,
  boxed = false,
  editor,
  children,
  ...actions
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  boxed?: boolean;
  editor?: EditorView;
  children: ReactNode;
} & ComponentProps<typeof FormActions>) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef, Boolean(actions.label && editor));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className={cn('space-y-5', boxed && 'rounded-lg border border-rule bg-paper p-4 sm:p-6')}
    >
      {editor && <RecoveryNotice view={editor} />}
      {/* Values loaded from outside (restored, theirs) draw the fields again: the rich text reads its text once. */}
      <fieldset key={editor?.loaded} disabled={!actions.label} className="min-w-0 space-y-5">
        {children}
      </fieldset>
      <FormActions
        {...actions}
        status={editor && <SaveStatus view={editor} />}
        className={boxed ? 'sm:-mx-6 sm:px-6' : undefined}
      />
      {editor && <ConflictDialog view={editor} />}
    </form>
  );
}

/** ⌘/Ctrl-S saves the form as its first button would, instead of the browser's Save Page. */
function useSaveShortcut(formRef: RefObject<HTMLFormElement | null>, on: boolean) {
  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.metaKey || event.ctrlKey) || event.altKey) return;
      event.preventDefault();
      formRef.current?.requestSubmit();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [formRef, on]);
}

/** The buttons of a form opened from the dashboard to create and from the kind's list to edit. */
export function formActionsOf(kind: ListKind, record: object | undefined, label: string | undefined) {
  return {
    label,
    pendingLabel: record ? 'Saving...' : 'Creating...',
    cancelHref: record ? listKinds[kind].manageHref : '/admin',
  };
}

type FieldOf = (name: 'title' | 'description') => UseFormRegisterReturn & { error?: string };

/** The title and description a news item starts with (admin-area §5). */
export function TitleAndDescription({ field, titleHint }: { field: FieldOf; titleHint?: string }) {
  return (
    <>
      <TextField label="Title" required maxLength={300} hint={titleHint} {...field('title')} />
      <TextAreaField label="Description" required rows={4} {...field('description')} />
    </>
  );
}
