import type { AdminRoute } from '../admin-route.ts';
import { CreateCrosswordPage, EditCrosswordPage } from './crossword-editor-page.tsx';
import { ManageCrosswordsPage } from './manage-crosswords-page.tsx';

export const crosswordsRoutes: AdminRoute[] = [
  { path: '/admin/create-crossword', component: CreateCrosswordPage },
  { path: '/admin/edit-crossword/:id', component: EditCrosswordPage },
  { path: '/admin/manage-crosswords', component: ManageCrosswordsPage },
];
