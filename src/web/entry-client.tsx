import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { QUERY_STATE_ID, ROOT_ID } from './document.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { findPublicRoute } from './routes.tsx';
import './styles.css';

const queryClient = createQueryClient();
const state = document.getElementById(QUERY_STATE_ID)?.textContent;
if (state) hydrateQueries(queryClient, JSON.parse(state));

const root = document.getElementById(ROOT_ID)!;
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Preact renders synchronously, so from here every handler listens; browser tests wait for this mark.
const markReady = () => {
  document.documentElement.dataset.hydrated = '';
};
// Public pages arrive rendered and are hydrated once their page's code is here (the server preloads
// it). Not a top-level await: the page's chunk imports from this one, which must finish first.
// The admin shell arrives empty and is rendered here.
if (root.hasChildNodes()) {
  void Promise.resolve(findPublicRoute(window.location.pathname)?.route.page.preload()).then(() => {
    hydrateRoot(root, app);
    markReady();
  });
} else {
  createRoot(root).render(app);
  markReady();
}
