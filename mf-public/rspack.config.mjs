import { moduleConfig } from '@portal/platform/mf/rspack-config';

export default moduleConfig({
  name: 'mf-public',
  dir: import.meta.dirname,
  port: 3002,
  title: 'mf-public · dev',
  exposes: { './routes': './src/routes.ts' },
});
