// Standalone development page of this module (`pnpm --filter mf-opportunities dev`), signed in as the demo admin.
import { renderStandalone } from '@portal/platform';
import pages from './pages.json';
import { routes } from './routes';

renderStandalone({
  module: 'mf-opportunities',
  pages,
  routes,
  session: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  links: ['/opportunity', '/add-selfopportunity', '/tasks', '/tasks?mine=true', '/add-task', '/notes', '/add-note'],
});
