import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireApiClient } from './app/startup/wire-api-client';
import { enforceSessionExpiry } from './lib/api/api-client';

wireApiClient();
// A stored session whose token ran out is cleared and the user starts at '/' (spec section 4).
enforceSessionExpiry();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
