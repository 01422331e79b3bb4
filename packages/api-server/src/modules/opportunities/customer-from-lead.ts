// "Create" in the convert dialog (the issue: "choose or create the account and contact"): the
// lead's own details become a customer account and its contact, both or neither, so the admin
// can convert a first-time customer without leaving the lead.
import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import type { Caller } from '../../core/auth/caller.js';
import { recordChange } from '../../core/audit/audit.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import type { LocalizedText } from '../../core/types.js';
import { portalPaths } from '../../core/urls.js';
import { checkAccountFields } from '../accounts/service.js';
import { insertAccount } from '../accounts/repository.js';
import { checkContactFields } from '../contacts/service.js';
import { insertContact } from '../contacts/repository.js';
import { findLead } from '../leads/repository.js';

export const customerFromLeadMessages = {
  created: { en: 'Account and contact created from the lead', sw: 'Konto och kontakt har skapats från leaden' },
  missing: { en: 'The lead does not exist', sw: 'Leaden finns inte' },
  notNew: { en: 'Only a new lead can be converted', sw: 'Bara en ny lead kan konverteras' },
} satisfies Record<string, LocalizedText>;

/** The customer account (the lead's company, or the person for a private customer) and its contact, in one transaction. */
export async function createCustomerFromLead(
  ctx: AppContext,
  caller: Caller,
  leadId: number,
): Promise<{ account: Schemas['Ref']; contact: Schemas['Ref'] }> {
  const found = await findLead(ctx.database.db, leadId);
  if (!found) throw notFound(customerFromLeadMessages.missing);
  const { lead } = found;
  if (lead.status !== 'New') throw conflict(customerFromLeadMessages.notNew);
  const errors = new FieldErrorBag();
  const companyName = lead.business?.trim() || `${lead.firstName} ${lead.lastName}`;
  const accountValues = checkAccountFields({ type: 'Customer', company_name: companyName, email: lead.email, phone: lead.phone }, errors);
  const contactValues = checkContactFields({ first_name: lead.firstName, last_name: lead.lastName, email: lead.email, phone: lead.phone }, errors);
  errors.throwIfAny();
  return ctx.database.transaction(async (tx) => {
    const account = await insertAccount(tx.db, { ...accountValues, ownerId: caller.userId });
    const contact = await insertContact(tx.db, { ...contactValues, accountId: account.id });
    await recordChange(tx.db, caller, { kind: 'Account', event: 'created', id: account.id, name: account.companyName, accountId: account.id, link: portalPaths.account(account.id) });
    await recordChange(tx.db, caller, {
      kind: 'Contact',
      event: 'created',
      id: contact.id,
      name: `${contact.firstName} ${contact.lastName}`,
      accountId: account.id,
      link: portalPaths.contact(contact.id),
    });
    return { account: { id: account.id, name: account.companyName }, contact: { id: contact.id, name: `${contact.firstName} ${contact.lastName}` } };
  });
}
