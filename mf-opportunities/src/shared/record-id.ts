const MAX_ID = 2_147_483_647;

/** The id in an `/edit-…-{id}` URL, or undefined when it cannot be a record (so the server is not asked). */
export function parseRecordId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}
