import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appState } from './app-state.table.ts';

export async function readAppState<T>(db: Executor, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(appState).where(eq(appState.key, key));
  return row?.value as T | undefined;
}

/** Writes the key only if it is not there yet; true when this call wrote it (so one instance wins). */
export async function claimAppState(db: Executor, key: string, value: unknown): Promise<boolean> {
  const rows = await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: appState.key });
  return rows.length > 0;
}
