// The federation SDK and error codes as the shell's runtime resolves them (aliases in rspack-config.mjs).
declare module 'portal-federation-sdk' {
  const sdk: Record<string, unknown>;
  export = sdk;
}
declare module 'portal-federation-error-codes' {
  const errorCodes: Record<string, unknown>;
  export = errorCodes;
}
