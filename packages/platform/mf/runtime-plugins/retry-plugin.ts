// Retries a module's manifest and entry script a couple of times before the fallback shows:
// a CDN hiccup should not cost the user a click.
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
}
