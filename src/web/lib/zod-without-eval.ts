import { z } from 'zod';

// Zod 4 compiles its parsers with `new Function` where it may, and probes for that first. The site's
// Content-Security-Policy has no 'unsafe-eval', so the probe was a reported violation on every page;
// interpreted parsing is just as correct (docs/security.md).
z.config({ jitless: true });
