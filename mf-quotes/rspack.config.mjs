import { moduleConfig } from '@portal/platform/mf/rspack-config';

export default moduleConfig({
  name: 'mf-quotes',
  dir: import.meta.dirname,
  port: 3004,
  title: 'mf-quotes · dev',
  // No dashboard card yet, so no `./widgets`.
  exposes: { './routes': './src/routes.ts' },
});
