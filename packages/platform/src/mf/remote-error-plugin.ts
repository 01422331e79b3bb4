import { portalStore } from '../session/store';
import { remoteFailuresAtom } from './remote-failures-atom';

/** The subset of Module Federation's runtime plugin interface this plugin implements. */
export interface RemoteErrorPlugin {
  name: string;
  errorLoadRemote: (args: { id: string; error: unknown; lifecycle: string }) => undefined;
}

/**
 * Records which module failed to load, so its area can show a fallback with a retry, and lets the
 * error reach the page's error boundary. The rest of the portal keeps working.
 */
export function remoteErrorPlugin(): RemoteErrorPlugin {
  return {
    name: 'portal-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      const name = id.split('/')[0] ?? id;
      portalStore.set(remoteFailuresAtom, (failures) => ({ ...failures, [name]: (failures[name] ?? 0) + 1 }));
      console.warn(`[portal] module ${id} failed to load (${lifecycle})`, error);
      return undefined;
    },
  };
}
