// Standalone development page of this module (`pnpm --filter mf-partner dev`), signed in as the demo partner.
import { renderStandalone } from '@portal/platform';
import pages from './pages.json';
import { routes } from './routes';

renderStandalone({
  module: 'mf-partner',
  pages,
  routes,
  session: { email: 'partner@demo.test', password: 'Demo-partner-1' },
  links: ['/partner', '/p-quotes', '/p-quotes?tab=accepted', '/p-quotes?tab=denied'],
});
