import type { AdminPick } from '../../../contracts/pick.ts';
import type { AdminRoute } from '../admin-route.ts';
import { createRoute, editorRoutes, listRoute } from '../components/kind-editor.tsx';
import { CreateTopicForm } from './create-topic-form.tsx';
import { pickList } from './manage-picks-page.tsx';
import { PICKS_LIST, PickForm } from './pick-form.tsx';

export const picksRoutes: AdminRoute[] = [
  createRoute(
    '/admin/create-nabj-pick',
    {
      title: "Create NABJ's Pick Topic",
      description: "Each complete recommendation becomes one pick on the public NABJ's Picks page.",
    },
    () => <CreateTopicForm />,
  ),
  // The spec's pick cards have a dead edit button; ours edits one pick.
  ...editorRoutes<AdminPick>('pick', [], {
    path: '/admin/edit-nabj-pick/:id',
    title: 'Edit NABJ Pick',
    back: PICKS_LIST,
    notFound: 'Pick Not Found',
    form: (pick) => <PickForm pick={pick} />,
  }),
  listRoute('/admin/manage-nabj-picks', pickList),
];
