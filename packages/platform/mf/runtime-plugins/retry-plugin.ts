// Retries a module's entry script a couple of times before the fallback shows (a CDN hiccup should
// not cost the user a click), and fetches its manifest within a deadline: a manifest that never
// answers gives the page's "could not be loaded" fallback within 5 s instead of a spinner for
// minutes (issue 24).
import { RetryPlugin } from '@module-federation/retry-plugin';
// A plain file of the platform, bundled into the plugin (the plugin runs before any shared module exists).
import { fetchWithin } from '../../src/api/fetch-within';

export default function retryPlugin() {
  return {
    ...RetryPlugin({ script: { retryTimes: 2, retryDelay: 400 } }),
    name: 'portal-retry',
    fetch: (url: string, init: RequestInit) => fetchWithin(url, init),
  };
}
