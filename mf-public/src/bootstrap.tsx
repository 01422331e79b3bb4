// Standalone development page of this module (`pnpm --filter mf-public dev`): no login needed.
import { renderStandalone } from '@portal/platform';
import pages from './pages.json';
import { routes } from './routes';

renderStandalone({
  module: 'mf-public',
  pages,
  routes,
  session: null,
  links: ['/send-request', '/reset-password&id=demo-reset-token', '/set-password&id=demo-set-token'],
});
