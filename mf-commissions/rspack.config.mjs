import { moduleConfig } from '@portal/platform/mf/rspack-config';

export default moduleConfig({
  name: 'mf-commissions',
  dir: import.meta.dirname,
  port: 3006,
  title: 'mf-commissions · dev',
  exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
});
