// `npm run admin -- create <username>`, `npm run admin -- reset-password <username>` and
// `npm run admin -- reset-two-factor <username>`.
// The password is read from standard input (typed, or piped); an empty one is generated and printed.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/server/db/client.ts';
import { findAdminByUsername } from '../src/server/modules/admin-auth/admin-auth.repository.ts';
import { createAdmin, resetPassword } from '../src/server/modules/admin-auth/admin-auth.service.ts';
import { resetTwoFactor } from '../src/server/modules/admin-auth/two-factor.service.ts';

const USAGE =
  'Usage: npm run admin -- create <username> | reset-password <username> | reset-two-factor <username>';
const COMMANDS = new Set(['create', 'reset-password', 'reset-two-factor']);

async function readPassword(): Promise<string> {
  const prompt = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const answer = await prompt.question('New password (at least 8 characters, empty to generate one): ');
  prompt.close();
  return answer.trim();
}

async function main(): Promise<number> {
  const [command, username] = process.argv.slice(2);
  if (!command || !COMMANDS.has(command) || !username) {
    console.error(USAGE);
    return 2;
  }
  if (!/^[A-Za-z0-9_.-]{2,64}$/.test(username)) {
    console.error('The username must be 2 to 64 letters, digits, dots, dashes or underscores.');
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const exists = Boolean(await findAdminByUsername(database.db, username));
    if (command === 'create' && exists) {
      console.error(
        `An admin named "${username}" already exists. Use reset-password to change the password.`,
      );
      return 1;
    }
    if (command !== 'create' && !exists) {
      console.error(`There is no admin named "${username}".`);
      return 1;
    }
    if (command === 'reset-two-factor') {
      await resetTwoFactor(database.db, username);
      console.log(`Turned off two-factor sign-in for "${username}"; their sessions were ended.`);
      return 0;
    }
    let password = await readPassword();
    if (password && password.length < 8) {
      console.error('The password must be at least 8 characters long.');
      return 1;
    }
    const generated = !password;
    if (generated) password = randomBytes(12).toString('base64url');
    if (command === 'create') await createAdmin(database.db, username, password);
    else await resetPassword(database.db, username, password);
    console.log(
      command === 'create'
        ? `Created admin "${username}".`
        : `Changed the password of "${username}"; their sessions were ended.`,
    );
    if (generated) console.log(`Password: ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
