import type { AdminGraphic } from '../../../contracts/graphic.ts';
import type { AdminRoute } from '../admin-route.ts';
import { editorRoutes, listRoute } from '../components/kind-editor.tsx';
import { GraphicForm, graphicKindOf } from './graphic-form.tsx';
import { GRAPHICS_LIST } from './graphic-options.ts';
import { graphicList } from './manage-graphics-page.tsx';

export const graphicsRoutes: AdminRoute[] = [
  ...editorRoutes<AdminGraphic>(
    'graphic',
    [
      // 'Create New Graphic', a slide set: once published the screen stays, emptied for the next one.
      {
        path: '/admin/create-graphic',
        title: 'Create New Graphic',
        description:
          'Upload the slides of an illustration, photo set or other graphic. The first slide is the main image.',
        back: GRAPHICS_LIST,
        form: () => <GraphicForm kind="slides" />,
      },
      // admin-area §3: a graphic made by another tool, kept as its HTML snippet.
      {
        path: '/admin/create-embed-graphic',
        title: 'Embed Graphic',
        description: 'Add a chart or interactive graphic made with another tool by pasting its embed code.',
        back: GRAPHICS_LIST,
        form: () => <GraphicForm kind="embed" />,
      },
    ],
    {
      path: '/admin/edit-graphic/:id',
      title: 'Edit Graphic',
      back: GRAPHICS_LIST,
      notFound: 'Graphic Not Found',
      form: (graphic) => <GraphicForm graphic={graphic} kind={graphicKindOf(graphic)} />,
    },
  ),
  listRoute('/admin/manage-graphics', graphicList),
];
