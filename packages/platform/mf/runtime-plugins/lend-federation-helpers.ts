// The shell lends the modules the federation SDK and its error codes, as it lends them its runtime
// (`externalRuntime`): a module's remoteEntry.js then carries only its own containers' bindings,
// 5 KiB less for each module a page opens (issue 9). It runs when the shell starts, before any
// module's entry is fetched. The names are aliases (rspack-config.mjs) for the very files the
// shell's federation runtime uses.
import * as errorCodes from 'portal-federation-error-codes';
import * as sdk from 'portal-federation-sdk';

/** Global names the modules' builds read them from (rspack-config.mjs, `externals`). */
export const LENT = { sdk: '__PORTAL_FEDERATION_SDK__', errorCodes: '__PORTAL_FEDERATION_ERROR_CODES__' } as const;

const lent = globalThis as Record<string, unknown>;
lent[LENT.sdk] = sdk;
lent[LENT.errorCodes] = errorCodes;

export default function lendFederationHelpers() {
  return { name: 'portal-lend-federation-helpers' };
}
