import { afterEach, beforeEach, vi } from 'vitest';

// CONVENTIONS §12: an error logged during a test is a failure, not noise to scroll past.
let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (logged.length > 0)
    throw new Error(`console.error was called during the test: ${JSON.stringify(logged[0])}`);
});
