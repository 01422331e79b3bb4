/** What a password link is for: resetting a forgotten password, or choosing the first one. */
export type PasswordPurpose = 'reset' | 'set';
