// `npm run admin -- create <username> <email>`, `npm run admin -- reset-password <username>` and
// `npm run admin -- reset-two-factor <username>`.
// The password is read from standard input (typed, or piped); an empty one is generated and printed.
// While the server runs on the embedded database, it carries the command out (control-socket.ts);
// otherwise this process opens the database itself.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { type Config, ConfigError, loadConfig } from '../src/server/config.ts';
import { controlSocketPath, requestAdminCommand } from '../src/server/control-socket.ts';
import { createOwnerOnly } from '../src/server/data-dir.ts';
import { openConfiguredDatabase } from '../src/server/db/client.ts';
import { DatabaseInUseError } from '../src/server/db/database-lock.ts';
import {
  type AdminCommand,
  type AdminCommandResult,
  adminCommandSchema,
  adminUsernameSchema,
  runAdminCommand,
} from '../src/server/modules/admin-auth/admin-commands.ts';

const USAGE =
  'Usage: npm run admin -- create <username> <email> | reset-password <username> | reset-two-factor <username>';
const COMMANDS = new Set<string>(adminCommandSchema.options.map((option) => option.shape.command.value));

async function readPassword(): Promise<string> {
  const prompt = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const answer = await prompt.question('New password (at least 10 characters, empty to generate one): ');
  prompt.close();
  return answer.trim();
}

async function carryOut(config: Config, command: AdminCommand): Promise<AdminCommandResult> {
  if (!config.databaseUrl) {
    const fromServer = await requestAdminCommand(controlSocketPath(config.dataDir), command);
    if (fromServer) return fromServer;
  }
  // No server holds the embedded database, or it is PostgreSQL, which the running servers share:
  // they read sessions and accounts from it on every request, so they see the change at once.
  const database = await openConfiguredDatabase(config);
  try {
    return await runAdminCommand(database.db, command);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [name, username, email] = process.argv.slice(2);
  if (!name || !COMMANDS.has(name) || !username || (name === 'create' && !email)) {
    console.error(USAGE);
    return 2;
  }
  const validUsername = adminUsernameSchema.safeParse(username);
  if (!validUsername.success) {
    console.error(validUsername.error.issues[0]?.message);
    return 2;
  }
  const config = loadConfig();
  createOwnerOnly();
  // Asked before the database is opened: while this process has it open, no server can start.
  let generated: string | undefined;
  let password: string | undefined;
  if (name !== 'reset-two-factor') {
    password = await readPassword();
    if (!password) password = generated = randomBytes(12).toString('base64url');
  }
  const command = adminCommandSchema.safeParse({ command: name, username, email, password });
  if (!command.success) {
    console.error(command.error.issues[0]?.message);
    return 1;
  }
  const result = await carryOut(config, command.data);
  if (!result.ok) {
    console.error(result.message);
    return 1;
  }
  console.log(result.message);
  if (generated) console.log(`Password: ${generated}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseInUseError) console.error(error.message);
    else console.error('The admin command failed:', error);
    process.exit(1);
  },
);
