import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/global.css';
import { createRouter } from './app/router';
import { prefetchScreenTables, screenOf } from './app/screen-of';
import type { ScreenKind } from '../generated/routes';
import { queryClient } from './lib/query-client';
import { registerScreenLoader } from './lib/preload';

registerScreenLoader(async (kind) => {
  const screen = await screenOf(kind as ScreenKind);
  return Promise.all([screen.component(), screen.loader?.()]);
});
window.addEventListener('load', prefetchScreenTables, { once: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
