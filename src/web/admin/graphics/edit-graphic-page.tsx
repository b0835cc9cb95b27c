import { useQuery } from '@tanstack/react-query';
import type { AdminGraphic } from '../../../contracts/graphic.ts';
import { NotFoundState } from '../components/admin-page.tsx';
import { EditorShell } from '../components/editor-shell.tsx';
import { GraphicForm, graphicKindOf } from './graphic-form.tsx';
import { GRAPHICS_LIST } from './graphic-options.ts';

/** /admin/edit-graphic/:id (admin-area §2, §5): loading, then the prefilled form or "Graphic Not Found". */
export function EditGraphicPage({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useQuery<AdminGraphic>({ queryKey: ['/api/admin/graphics', id], enabled: validId });
  if (!validId) return <NotFoundState title="Graphic Not Found" back={GRAPHICS_LIST} />;
  return (
    <EditorShell
      title="Edit Graphic"
      back={GRAPHICS_LIST}
      query={query}
      loadingText="Loading graphic..."
      notFoundTitle="Graphic Not Found"
    >
      {(graphic) => <GraphicForm key={graphic.id} graphic={graphic} kind={graphicKindOf(graphic)} />}
    </EditorShell>
  );
}
