import type { Contact, ContactInput } from '../../api/use-contacts';

/** What the form holds: text fields as typed (empty = not given) and the account picked, if any. */
export interface ContactFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  mobile_phone: string;
  role: string;
  company: string;
  address: string;
  account_id: number | null;
}

/** The form's fields, which are also the contract's ContactInput fields (for the server's 422 errors). */
export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'mobile_phone',
  'role',
  'company',
  'address',
  'account_id',
] as const satisfies readonly (keyof ContactInput)[];

/** Mirrors the contract's maxLength per field, so the browser stops what the server would refuse. */
export const CONTACT_MAX_LENGTH = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 40,
  mobile_phone: 40,
  role: 100,
  company: 200,
  address: 300,
} as const;

export function emptyContactValues(accountId: number | null = null): ContactFormValues {
  return { first_name: '', last_name: '', email: '', phone: '', mobile_phone: '', role: '', company: '', address: '', account_id: accountId };
}

export function contactToValues(contact: Contact): ContactFormValues {
  return {
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    mobile_phone: contact.mobile_phone ?? '',
    role: contact.role ?? '',
    company: contact.company ?? '',
    address: contact.address ?? '',
    account_id: contact.account_id,
  };
}

/** Blank optional texts are sent as null: "not given", never an empty string. */
const optional = (text: string | undefined) => text?.trim() || null;

export function valuesToInput(values: ContactFormValues): ContactInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: optional(values.email),
    phone: optional(values.phone),
    mobile_phone: optional(values.mobile_phone),
    role: optional(values.role),
    company: optional(values.company),
    address: optional(values.address),
    account_id: values.account_id ?? null,
  };
}
