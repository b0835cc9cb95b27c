import type { ComponentType } from 'react';

/** One admin screen: its path (wouter pattern) and the page that draws it. */
export interface AdminRoute {
  path: string;
  component: ComponentType<{ params: Record<string, string | undefined> }>;
  /** Routes of one screen under several addresses share it, so moving between them keeps the page. */
  screen?: string;
}
