/**
 * Where a presentation is read from: the customer's link (its token), or an admin's preview of an
 * opportunity (the stored session, no token).
 */
export type PresentationSource = { kind: 'link'; token: string } | { kind: 'preview'; opportunityId: number };
