// Standalone development page of this module (`pnpm --filter mf-commissions dev`), signed in as the demo admin.
import { renderStandalone } from '@portal/platform';
import pages from './pages.json';
import { routes } from './routes';

renderStandalone({
  module: 'mf-commissions',
  pages,
  routes,
  session: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  links: ['/commission', '/commission?filter=new_to_report', '/commission?filter=pending', '/edit-commission-1'],
});
