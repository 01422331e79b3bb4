import { moduleConfig } from '@portal/platform/mf/rspack-config';

export default moduleConfig({
  name: 'mf-partner',
  dir: import.meta.dirname,
  port: 3005,
  title: 'mf-partner · dev',
  // The partner dashboard is a page of its own (`/partner`), not cards in the shell's, so no `./widgets`.
  exposes: { './routes': './src/routes.ts' },
});
