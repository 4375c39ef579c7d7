import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import './styles.css';

/** Marks the document once React has rendered it, as the storefront does (the journeys wait for it). */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
  }, []);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createRouter()} />
      <MarkInteractive />
    </AppProviders>
  </StrictMode>,
);
