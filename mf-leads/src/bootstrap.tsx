// Standalone development page of this module (`pnpm --filter mf-leads dev`), signed in as the demo admin.
import { renderStandalone } from '@portal/platform';
import pages from './pages.json';
import { routes } from './routes';

renderStandalone({
  module: 'mf-leads',
  pages,
  routes,
  session: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  links: ['/leads', '/leads?status=New', '/convert-lead-id=1', '/accounts', '/accounts?type=Partner', '/add-account', '/edit-account-1', '/contacts', '/add-contact', '/edit-contact-1', '/regions'],
});
