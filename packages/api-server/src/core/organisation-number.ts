// Swedish organisation numbers: NNNNNN-NNNN, the last digit a Luhn check digit over the other
// nine. Written with or without the hyphen, and sometimes with a two-digit prefix (16 for legal
// entities, 19/20 — the century — for a sole trader's personal identity number).
const SHAPE = /^(?:(16|19|20))?(\d{6})-?(\d{4})$/;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let value = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    if (value > 9) value -= 9;
    sum += value;
  }
  return sum % 10 === 0;
}

/** The number as NNNNNN-NNNN, or undefined when it is not a valid organisation number. */
export function normaliseOrganisationNumber(raw: string): string | undefined {
  const match = SHAPE.exec(raw.replace(/\s+/g, ''));
  if (!match) return undefined;
  const [, , head, tail] = match as unknown as [string, string | undefined, string, string];
  return luhnValid(head + tail) ? `${head}-${tail}` : undefined;
}

/** A search term typed as an organisation number, in the stored form, so "5560360793" finds "556036-0793". */
export function organisationNumberSearch(term: string): string | undefined {
  const match = SHAPE.exec(term.replace(/\s+/g, ''));
  return match ? `${match[2]}-${match[3]}` : undefined;
}
