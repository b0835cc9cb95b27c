import type { AdminRoute } from '../admin-route.ts';
import { CreateMemberPage } from './create-member-page.tsx';
import { EditMemberPage } from './edit-member-page.tsx';
import { ManageMembersPage } from './manage-members-page.tsx';

export const membersRoutes: AdminRoute[] = [
  { path: '/admin/create-member', component: CreateMemberPage },
  { path: '/admin/edit-member/:id', component: EditMemberPage },
  { path: '/admin/manage-members', component: ManageMembersPage },
];
