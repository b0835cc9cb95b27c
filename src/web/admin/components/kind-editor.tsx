import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type FormEventHandler, Fragment, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { apiJson } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import type { AdminRoute } from '../admin-route.ts';
import { type ListKind, listKinds } from '../lib/content-kinds.ts';
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

/**
 * A kind's edit screen (admin-area §2): the record of the route's id read from the kind's admin list,
 * "Loading <item>...", then its form, or the not-found title with the way back.
 */
export function editRoute<Item extends { id: number }>(
  path: `/admin/${string}/:id`,
  kind: ListKind,
  texts: { title: string; back: BackLink; notFound: string; actions?: (item: Item) => ReactNode },
  form: (item: Item) => ReactNode,
): AdminRoute {
  const { adminList, noun } = listKinds[kind];
  return {
    path,
    component: function EditPage({ params }) {
      const id = positiveId(params.id);
      const query = useQuery<Item>({ queryKey: [adminList, id], enabled: id !== undefined });
      return (
        <EditorShell
          title={texts.title}
          back={texts.back}
          query={query}
          invalidId={id === undefined}
          loadingText={`Loading ${noun[0]}...`}
          notFoundTitle={texts.notFound}
          actions={texts.actions}
        >
          {(item) => <Fragment key={item.id}>{form(item)}</Fragment>}
        </EditorShell>
      );
    },
  };
}

/**
 * A kind's save: the record being edited PUT at `path/<id>` over the version it was read at, a new
 * one POSTed to `path`.
 */
export function saveTo<Saved>(
  path: string,
  record: { id: number; version: number } | undefined,
  body: unknown,
) {
  return record
    ? apiJson<Saved>('PUT', `${path}/${record.id}`, body, { version: record.version })
    : apiJson<Saved>('POST', path, body);
}

/** A kind's manage screen: the generic list page with how the kind's rows look. */
export function listRoute<Item extends ListItem>(path: string, view: ListView<Item>): AdminRoute {
  return { path, component: () => <ContentListPage view={view} /> };
}

/**
 * An editor's form: its fields, then the submit and Cancel; `boxed` draws it on a card. With nothing
 * to save (no `label`: a contributor's item in review or published) the fields are shown disabled.
 */
export function EditorForm({
  onSubmit,
  boxed = false,
  children,
  ...actions
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  boxed?: boolean;
  children: ReactNode;
} & ComponentProps<typeof FormActions>) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={cn('space-y-5', boxed && 'rounded-lg border border-rule bg-paper p-4 sm:p-6')}
    >
      <fieldset disabled={!actions.label} className="min-w-0 space-y-5">
        {children}
      </fieldset>
      <FormActions {...actions} />
    </form>
  );
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
export function TitleAndDescription({ field }: { field: FieldOf }) {
  return (
    <>
      <TextField label="Title" required maxLength={300} {...field('title')} />
      <TextAreaField label="Description" required rows={4} {...field('description')} />
    </>
  );
}
