// A Module Federation runtime plugin. It runs before any shared module exists, so it imports
// nothing of the portal: it names the module that failed and lets the error reach the page's
// error boundary, which shows the translated fallback with a retry.
export default function remoteErrorPlugin() {
  return {
    name: 'portal-remote-error',
    errorLoadRemote({ id, error, lifecycle }: { id: string; error: unknown; lifecycle: string }) {
      console.warn(`[portal] ${id} could not be loaded (${lifecycle})`, error);
      return undefined;
    },
  };
}
