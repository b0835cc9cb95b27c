import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { seedDemoContent } from './db/seed/seed-demo.ts';
import { ensureAdmin } from './modules/admin-auth/admin-auth.service.ts';
import { vapidKeys } from './modules/push/push.service.ts';
import { stagingRootOf } from './modules/uploads/uploads.service.ts';
import { createStorage } from './storage/storage.ts';

/**
 * What a start does to a database that lacks it: the first admin, the push keys, the demo content
 * (the secrets are claimed the same way when first used). Each step claims its work in the database
 * first, so instances starting together on one database make each thing once. Returns what to print.
 */
export async function firstStart(
  db: Database,
  config: Pick<
    Config,
    'adminUsername' | 'adminPassword' | 'publicUrl' | 'seedDemoContent' | 'storage' | 'dataDir'
  >,
): Promise<string> {
  let message = '';
  const created = await ensureAdmin(db, { username: config.adminUsername, password: config.adminPassword });
  if (created) {
    // Printed once, on the console only (a service's journal): the password exists nowhere else in clear.
    message += created.generatedPassword
      ? `\nCreated admin "${created.username}" with password: ${created.generatedPassword}\nIt is shown only here, once: keep it somewhere safe.\n`
      : `\nCreated admin "${created.username}" with the password set in ADMIN_PASSWORD.\n`;
    message += `Sign in at ${config.publicUrl}/admin/login\n\n`;
  }

  // Made on the first start, not on the first reader's sign-up, so every instance signs with one pair.
  await vapidKeys(db);

  if (config.seedDemoContent) {
    const uploads = { db, storage: createStorage(config), stagingRoot: stagingRootOf(config.dataDir) };
    if (await seedDemoContent(db, uploads)) message += 'Added the demo content.\n';
  }
  return message;
}
