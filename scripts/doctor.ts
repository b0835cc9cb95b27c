// `npm run doctor`: checks a deployed site with the server's own configuration, one line per check
// (pass, warn or fail, with what to do); exits 1 when any check failed (docs/deploy.md).
import { Resolver } from 'node:dns/promises';
import { doctor } from '../src/server/doctor/doctor.ts';

const { status } = await doctor(
  process.env,
  { resolver: new Resolver({ timeout: 3_000, tries: 2 }) },
  (line) => process.stdout.write(`${line}\n`),
);
// Sockets kept alive by the checks' HTTP and SMTP clients would hold the process open a while.
process.exit(status);
