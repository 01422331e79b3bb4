import { moduleConfig } from '@portal/platform/mf/rspack-config';

// The host: it declares no remotes at build time; it registers them at run time from /remotes.json.
export default moduleConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: 3000,
  host: true,
  title: 'Konferensportalen',
});
