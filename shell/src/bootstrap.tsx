import { PlainProviders, loadServerTexts, PortalRouter, registerPages, type PagesFile } from '@portal/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { loadRemoteList } from './mf/remotes';
import shellPages from './routing/pages.json';
import { PortalRoutes, router } from './routing/router';
import './shell.css';

// The shell's own pages at once; the modules' as soon as /remotes.json and their declarations are read.
registerPages('shell', shellPages as PagesFile);
void loadRemoteList();
void loadServerTexts();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <PlainProviders>
      <PortalRouter router={router}>
        <PortalRoutes />
      </PortalRouter>
    </PlainProviders>
  </StrictMode>,
);
