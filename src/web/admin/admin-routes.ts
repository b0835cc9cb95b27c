import type { AdminRoute } from './admin-route.ts';

// Each feature folder lists its screens in `<feature>-routes.ts`, so a route leads to its page in one
// step; a lone route exported beside the list (the two-factor one) is already in it.
const featureRoutes = import.meta.glob<Record<string, unknown>>('./*/*-routes.ts', { eager: true });

/** Every signed-in admin screen (admin-area §2). */
export const adminRoutes = Object.values(featureRoutes)
  .flatMap((exports) => Object.values(exports).filter((value): value is AdminRoute[] => Array.isArray(value)))
  .flat();
