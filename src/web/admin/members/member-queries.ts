import { queryOptions } from '@tanstack/react-query';
import type { AdminMemberOfTheMonth } from '../../../contracts/member-of-the-month.ts';

export const MEMBERS_PATH = '/api/admin/member-of-the-month';

export const adminMemberQuery = (id: number) =>
  queryOptions<AdminMemberOfTheMonth>({ queryKey: [MEMBERS_PATH, id] });
