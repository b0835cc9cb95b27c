// The process that creates a new embedded database (pglite.ts starts it with the data directory):
// PostgreSQL's initdb runs here, and its memory goes back to the system when this process exits.
import { openPglite } from './pglite.ts';

const database = await openPglite(process.argv[2]!);
await database.close();
