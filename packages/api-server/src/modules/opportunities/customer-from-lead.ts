// "Create" in the convert dialog (the issue: "choose or create the account and contact"): the
// lead's own details become a customer account and its contact, both or neither, so the admin
// can convert a first-time customer without leaving the lead. Only when the admin goes on: the
// conversion itself makes them (`customer_from_lead`, in its transaction), and this endpoint only
// for "Konvertera och redigera", whose form needs the account; a cancelled dialog makes nothing.
import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import type { Caller } from '../../core/auth/caller.js';
import type { Db } from '../../core/db/client.js';
import { conflict } from '../../core/errors.js';
import type { LocalizedText } from '../../core/types.js';
import { insertCustomerAccount } from '../accounts/service.js';
import { insertContactOf } from '../contacts/service.js';
import { getLead } from '../leads/service.js';

export const customerFromLeadMessages = {
  created: { en: 'Account and contact created from the lead', sw: 'Konto och kontakt har skapats från leaden' },
  notNew: { en: 'Only a new lead can be converted', sw: 'Bara en ny lead kan konverteras' },
} satisfies Record<string, LocalizedText>;

/** The customer account (the lead's company, or the person for a private customer) and its contact, in one transaction. */
export async function createCustomerFromLead(
  ctx: AppContext,
  caller: Caller,
  leadId: number,
): Promise<{ account: Schemas['Ref']; contact: Schemas['Ref'] }> {
  // 404 for no such lead, as the lead's page says.
  const lead = await getLead(ctx, caller, leadId);
  if (lead.status !== 'New') throw conflict(customerFromLeadMessages.notNew);
  return ctx.database.transaction(async (tx) =>
    insertCustomerOf(tx.db, caller, { business: lead.business, firstName: lead.first_name, lastName: lead.last_name, email: lead.email, phone: lead.phone }),
  );
}

/** The lead's person and company, as the account and contact are made from them. */
export interface LeadPerson {
  business: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

/** In the caller's transaction: the customer account (the company, or the person) and its contact. */
export async function insertCustomerOf(db: Db, caller: Caller, lead: LeadPerson): Promise<{ account: Schemas['Ref']; contact: Schemas['Ref'] }> {
  const account = await insertCustomerAccount(db, caller, {
    company_name: lead.business?.trim() || `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    phone: lead.phone,
  });
  const contact = await insertContactOf(db, caller, {
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    account_id: account.id,
  });
  return { account, contact };
}
