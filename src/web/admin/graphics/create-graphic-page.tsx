import { AdminPage } from '../components/admin-page.tsx';
import { GraphicForm } from './graphic-form.tsx';
import { GRAPHICS_LIST } from './graphic-options.ts';

/**
 * /admin/create-graphic, 'Create New Graphic' (admin-area §2, §5): a slide set. After a success the
 * editor stays here with an empty form and slide list, ready for the next graphic.
 */
export function CreateGraphicPage() {
  return (
    <AdminPage
      title="Create New Graphic"
      description="Upload the slides of an illustration, photo set or other graphic. The first slide is the main image."
      back={GRAPHICS_LIST}
      width="form"
    >
      <GraphicForm kind="slides" />
    </AdminPage>
  );
}

/** /admin/create-embed-graphic (admin-area §2, §3): a graphic made by another tool, kept as its HTML snippet. */
export function CreateEmbedGraphicPage() {
  return (
    <AdminPage
      title="Embed Graphic"
      description="Add a chart or interactive graphic made with another tool by pasting its embed code."
      back={GRAPHICS_LIST}
      width="form"
    >
      <GraphicForm kind="embed" />
    </AdminPage>
  );
}
