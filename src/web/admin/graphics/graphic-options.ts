import {
  graphicCreateTypes,
  graphicEditTypes,
  type TransitionEffect,
  transitionEffects,
} from '../../../contracts/graphic.ts';
import { graphicTypeLabel } from '../../components/content/graphic-card.tsx';

export const GRAPHICS_LIST = { href: '/admin/manage-graphics', label: 'Back to Graphics' };

const transitionLabels: Record<TransitionEffect, string> = { normal: 'Normal', 'page-turn': 'Page turn' };
export const transitionOptions = transitionEffects.map((value) => ({
  value,
  label: transitionLabels[value],
}));

export const createTypeOptions = graphicCreateTypes.map((value) => ({
  value,
  label: graphicTypeLabel(value),
}));

/**
 * admin-area §3 gives the edit screen another type list than the create screen; the server takes both
 * (docs/admin/graphics.md). The edit screen offers both, and keeps any other stored type selectable so
 * opening a graphic never changes its type by itself.
 */
export function editTypeOptions(current: string): { value: string; label: string }[] {
  const values: string[] = [...graphicCreateTypes, ...graphicEditTypes];
  if (!values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: graphicTypeLabel(value) }));
}
