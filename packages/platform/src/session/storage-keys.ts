/** localStorage keys of the session. Changing one logs every user out, so they are kept stable. */
export const STORAGE_KEYS = {
  token: 'portal.token',
  expiry: 'portal.expiry',
  user: 'portal.user',
  language: 'portal.language',
  pendingToast: 'portal.pendingToast',
} as const;

/** SPEC §9: a token lives 12 hours. */
export const TOKEN_LIFETIME_MS = 43_200_000;
