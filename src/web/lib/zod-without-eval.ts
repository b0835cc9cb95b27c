import { z } from 'zod';

// Zod 4 compiles its parsers with `new Function` where it may, and probes for that first. The site's
// Content-Security-Policy has no 'unsafe-eval', so the probe was a reported violation on every page;
// interpreted parsing is just as correct (docs/security.md).
// Zod reads the setting as each object schema is built, so this must run before any module builds one.
// The public bundle carries no Zod; each way in imports this file first: the admin app
// (admin/admin-app.tsx) and the comment check (features/article/comment-check.ts). Then the bundler keeps this file in Zod's chunk,
// before any schema; a way in that skipped it could split it off and run a schema first.
z.config({ jitless: true });
