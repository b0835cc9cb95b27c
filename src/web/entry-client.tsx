// First, so that Fast Refresh is ready before any component module runs (empty in a build).
import '@vitejs/plugin-react/preamble';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { Document, QUERY_STATE_ID, ROOT_ID } from './document.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { findPublicRoute } from './routes.tsx';
import './styles.css';

const queryClient = createQueryClient();
const state = document.getElementById(QUERY_STATE_ID)?.textContent;
if (state) hydrateQueries(queryClient, JSON.parse(state));

const root = document.getElementById(ROOT_ID)!;
const app = <App queryClient={queryClient} />;
// Public pages arrive rendered and are hydrated once their page's code is here (the server preloads
// it). Not a top-level await: the page's chunk imports from this one, which must finish first.
// The whole document, as the server rendered it: the ids of useId follow each element's place from
// the root, and React keeps the tags the server added to <head> and <body> (styles, scripts). The
// page marks the document once it has hydrated (app.tsx).
// The admin shell arrives empty and is rendered here: what it shows listens from the start.
if (root.hasChildNodes()) {
  void Promise.resolve(findPublicRoute(window.location.pathname)?.route.page.preload()).then(() =>
    hydrateRoot(
      document,
      <StrictMode>
        <Document>{app}</Document>
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
  document.documentElement.dataset.hydrated = '';
}
