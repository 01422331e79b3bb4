// Standalone development page of this module (`pnpm --filter mf-public dev`): no login needed.
import { renderStandalone } from '@portal/platform';
import { routes } from './routes';

renderStandalone({
  routes,
  session: null,
  links: ['/send-request', '/reset-password&id=demo-reset-token', '/set-password&id=demo-set-token'],
});
