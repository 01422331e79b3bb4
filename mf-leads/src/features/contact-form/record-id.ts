const MAX_ID = 2_147_483_647;

/** An id from the URL, or undefined when it cannot be one (then the server is not even asked). */
export function parseRecordId(raw: string | null | undefined): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}
