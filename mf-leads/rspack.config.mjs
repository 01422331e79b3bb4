import { moduleConfig } from '@portal/platform/mf/rspack-config';

export default moduleConfig({
  name: 'mf-leads',
  dir: import.meta.dirname,
  port: 3001,
  title: 'mf-leads · dev',
  exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
});
