import { moduleConfig } from '@portal/platform/mf/rspack-config';

export default moduleConfig({
  name: 'mf-opportunities',
  dir: import.meta.dirname,
  port: 3003,
  title: 'mf-opportunities · dev',
  exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
});
