import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { NotFoundPage } from './features/not-found/not-found-page.tsx';
import { isAdminPath, publicRoutes } from './routes.tsx';

// Loaded only on /admin pages, so no admin code reaches a reader's browser.
const AdminApp = lazy(() => import('./admin/admin-app.tsx'));

/**
 * Marks the document once the page has hydrated, so browser tests know that every handler listens.
 * Inside the page's Suspense boundary: React hydrates the boundary after the layout around it.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

function PublicSite() {
  return (
    <SiteLayout>
      {/* Shown only while a page's code arrives on client-side navigation; first loads preload it. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <Switch>
          {publicRoutes.map(({ path, page }) => (
            <Route key={path} path={path}>
              {(params) => <page.Component params={params} />}
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
        <HydratedMark />
      </Suspense>
    </SiteLayout>
  );
}

function Screens() {
  const [location] = useLocation();
  if (!isAdminPath(location)) return <PublicSite />;
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}

export function App({
  queryClient,
  ssrPath,
  ssrSearch,
}: {
  queryClient: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        {/* React hydrates a Suspense boundary's content in slices, yielding to the browser between
            them, instead of in one task: the reader's page answers while it hydrates. */}
        <Suspense fallback={null}>
          <Screens />
        </Suspense>
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}
