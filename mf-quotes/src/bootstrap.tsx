// Standalone development page of this module (`pnpm --filter mf-quotes dev`), signed in as the demo admin.
import { renderStandalone } from '@portal/platform';
import pages from './pages.json';
import { routes } from './routes';

renderStandalone({
  module: 'mf-quotes',
  pages,
  routes,
  session: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  links: ['/quotes', '/quotes?overdue=true', '/edit-quotes-1', '/products', '/products?family=meal&active=true', '/add-product', '/edit-product-1', '/email-template'],
});
