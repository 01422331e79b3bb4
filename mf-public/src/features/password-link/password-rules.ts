/** The server's password rules (SPEC §5, setPassword): at least 8 characters, a letter and a digit. */
export type PasswordRule = 'length' | 'letter' | 'digit';

export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit'];
export const PASSWORD_MIN_LENGTH = 8;

const checks: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  letter: (password) => /\p{L}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
};

/** The rules a password does not meet yet, in the order they are shown. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !checks[rule](password));
}
