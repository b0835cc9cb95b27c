import { useQuery } from '@tanstack/react-query';
import type { AdminGraphic } from '../../../contracts/graphic.ts';
import { EditorShell, positiveId } from '../components/editor-shell.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { GraphicForm, graphicKindOf } from './graphic-form.tsx';
import { GRAPHICS_LIST } from './graphic-options.ts';

/** /admin/edit-graphic/:id (admin-area §2, §5): loading, then the prefilled form or "Graphic Not Found". */
export function EditGraphicPage({ params }: { params: Record<string, string | undefined> }) {
  const id = positiveId(params.id);
  return (
    <EditorShell
      title="Edit Graphic"
      back={GRAPHICS_LIST}
      query={useQuery<AdminGraphic>({ queryKey: ['/api/admin/graphics', id], enabled: id !== undefined })}
      invalidId={id === undefined}
      loadingText="Loading graphic..."
      notFoundTitle="Graphic Not Found"
      actions={(graphic) => <SiteLinks kind="graphics" item={graphic} />}
    >
      {(graphic) => <GraphicForm key={graphic.id} graphic={graphic} kind={graphicKindOf(graphic)} />}
    </EditorShell>
  );
}
