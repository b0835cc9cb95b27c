// First, so no schema is ever used before Zod is told not to evaluate code.
import './lib/zod-without-eval.ts';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { QUERY_STATE_ID, ROOT_ID } from './document.tsx';
import { createQueryClient } from './lib/query-client.ts';
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
// Public pages arrive rendered and are hydrated; the admin shell arrives empty and is rendered here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
