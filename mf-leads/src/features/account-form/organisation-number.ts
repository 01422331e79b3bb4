/**
 * A Swedish organisation number: ten digits (NNNNNN-NNNN, the hyphen optional), optionally with a
 * century prefix (16 for legal entities, 19 or 20 for a sole trader's personal identity number).
 */
const PATTERN = /^(?:16|19|20)?(\d{6})-?(\d{4})$/;

/** The Luhn check of the last ten digits, as the Swedish Tax Agency computes the control digit. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** Whether `value` is a well-formed Swedish organisation number with a correct control digit. */
export function isSwedishOrganisationNumber(value: string): boolean {
  // Spaces are dropped as the server drops them: "556036 0793" is the same number.
  const match = PATTERN.exec(value.replace(/\s+/g, ''));
  return match !== null && luhnValid(`${match[1]}${match[2]}`);
}
