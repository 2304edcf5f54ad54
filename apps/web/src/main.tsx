// First: no eval probe under the CSP (see the module).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { runStartSequence } from './app/start-sequence';
import { attachRouter } from './lib/navigation';
import { queryClient } from './lib/query-client';
import './styles.css';

const router = createAppRouter();
attachRouter(router);
runStartSequence(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
