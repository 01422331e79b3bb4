import { BaseProviders, loadServerTexts, PortalRouter } from '@portal/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { loadRemoteList } from './mf/remotes';
import { PortalRoutes, router } from './routing/router';
import './shell.css';

void loadRemoteList();
void loadServerTexts();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <BaseProviders>
      <PortalRouter router={router}>
        <PortalRoutes />
      </PortalRouter>
    </BaseProviders>
  </StrictMode>,
);
