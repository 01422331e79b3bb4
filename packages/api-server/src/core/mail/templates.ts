import type { Schemas } from '../contract.js';
import type { LocalizedText } from '../types.js';

interface VariableDefinition {
  description: LocalizedText;
  /** Shown in the editor and used by the preview. */
  example: string;
  /** A URL the portal makes: rendered as a link in the HTML part. */
  url?: true;
  /** A date (YYYY-MM-DD, as the example): written out in the mail's language ("14 maj 2030"). */
  date?: true;
  /** The mail is useless without it (a password link): every message must keep it. */
  required?: true;
}

interface TemplateDefinition {
  description: LocalizedText;
  variables: Record<string, VariableDefinition>;
}

/** A date variable: written out in the mail's language. */
const date = (en: string, sw: string, example: string): VariableDefinition & { date: true } => ({ description: { en, sw }, example, date: true });

/** A URL variable: a link in the HTML part. */
const link = (en: string, sw: string, example: string): VariableDefinition & { url: true } => ({ description: { en, sw }, example, url: true });

/** A link the mail is useless without (a password or answer link): every message must keep it. */
const requiredLink = (en: string, sw: string, example: string): VariableDefinition & { url: true; required: true } => ({
  ...link(en, sw, example),
  required: true,
});

/** The variables several mails have, each described once; a mail with another example spreads one and names its own. */
const shared = {
  userFirstName: { description: { en: "The user's first name", sw: 'Användarens förnamn' }, example: 'Anna' },
  ownerFirstName: { description: { en: "The owner's first name", sw: 'Den ansvariges förnamn' }, example: 'Anna' },
  contactFirstName: { description: { en: "The contact's first name", sw: 'Kontaktpersonens förnamn' }, example: 'Eva' },
  recipientName: { description: { en: 'Whom the mail greets', sw: 'Vem mejlet hälsar' }, example: 'Eva' },
  venueName: { description: { en: "The venue's name", sw: 'Anläggningens namn' }, example: 'Sjöviks Herrgård' },
  opportunityName: { description: { en: "The opportunity's name", sw: 'Affärsmöjlighetens namn' }, example: 'Kickoff Acme AB' },
  participants: { description: { en: 'Number of participants', sw: 'Antal deltagare' }, example: '24' },
  startDate: date('First day, e.g. 14 May 2030', 'Första dagen, t.ex. 14 maj 2030', '2030-05-14'),
  endDate: date('Last day, e.g. 16 May 2030', 'Sista dagen, t.ex. 16 maj 2030', '2030-05-16'),
  responseDeadline: date('Last day to answer', 'Sista dagen att svara', '2030-04-07'),
  holdUntil: date('The dates are held until', 'Datumen hålls till och med', '2030-04-01'),
  venueAnswerLink: requiredLink("The link to the venue's answer page", 'Länken till anläggningens svarssida', 'https://portal.example/p-editquote&id=42'),
  answerLink: requiredLink('The link to answer', 'Länken för att svara', 'https://portal.example/p-editquote&id=42'),
  quoteLink: link("The link to the quote's page", 'Länken till offertens sida', 'https://portal.example/edit-quotes-42'),
  requestLink: link(
    "The link to the customer's request page (where it stands, questions to us)",
    'Länken till kundens förfrågan (var den står, frågor till oss)',
    'https://portal.example/my-request&id=example-token',
  ),
} satisfies Record<string, VariableDefinition>;

/** What a venue is reminded of before its response deadline and told after it. */
const deadlineVariables = {
  venue_name: shared.venueName,
  participants: shared.participants,
  start_date: shared.startDate,
  response_deadline: shared.responseDeadline,
  link: shared.venueAnswerLink,
};

/**
 * The three mails about a venue's commission report (asked, reminded, invoiced on the quote): the
 * event, the commission on the quote and how to report it, and what a mail adds of its own.
 */
function commissionMail<Extra extends Record<string, VariableDefinition>>(description: LocalizedText, extra: Extra) {
  return {
    description,
    variables: {
      venue_name: { ...shared.venueName, example: 'Demo Konferenshotell' },
      reference: { description: { en: 'The event, as the venue knows it (number and town)', sw: 'Konferensen, som anläggningen känner den (nummer och ort)' }, example: '#12 · Visby' },
      participants: shared.participants,
      start_date: shared.startDate,
      end_date: shared.endDate,
      quote_amount: { description: { en: 'The commission on the quote, ex VAT', sw: 'Provisionen enligt offerten, exkl. moms' }, example: '12 340,00 kr' },
      instructions: {
        description: {
          en: 'How to report: in the portal (a partner) or through the link, without a login (an outside venue)',
          sw: 'Hur man rapporterar: i portalen (en partner) eller via länken, utan inloggning (en extern anläggning)',
        },
        example: 'Rapportera utfallet i portalen här:',
      },
      link: requiredLink(
        "The link to the venue's commission report page (a partner's behind its login; an outside venue's a personal link, replaced by the next mail's)",
        'Länken till anläggningens provisionsrapport (en partners bakom inloggningen; en extern anläggnings en personlig länk som ersätts av nästa mejls)',
        'https://portal.example/p-editCommission&id=42',
      ),
      ...extra,
    },
  };
}

/**
 * Every mail the portal sends and the values the code passes to it. The texts live in the
 * email_templates table (admins edit them); what each mail can say is decided here, because
 * these are the values the sending code has.
 */
export const mailTemplates = {
  'reset-password': {
    description: {
      en: 'Sent when someone asks to reset their password; carries a single-use link.',
      sw: 'Skickas när någon begär att återställa sitt lösenord; innehåller en engångslänk.',
    },
    variables: {
      first_name: shared.userFirstName,
      link: requiredLink('The link to choose a new password', 'Länken för att välja nytt lösenord', 'https://portal.example/reset-password&id=example-token'),
      expires_minutes: {
        description: { en: 'Minutes the link is valid', sw: 'Antal minuter länken gäller' },
        example: '60',
      },
    },
  },
  'set-password': {
    description: {
      en: 'Sent to a new user to choose a first password; carries a single-use link.',
      sw: 'Skickas till en ny användare för att välja sitt första lösenord; innehåller en engångslänk.',
    },
    variables: {
      first_name: { ...shared.userFirstName, example: 'Maria' },
      link: requiredLink('The link to choose a password', 'Länken för att välja lösenord', 'https://portal.example/set-password&id=example-token'),
      expires_days: { description: { en: 'Days the link is valid', sw: 'Antal dagar länken gäller' }, example: '7' },
    },
  },
  'lead-received': {
    description: {
      en: 'Confirms a conference request from the public form to the customer.',
      sw: 'Bekräftar en konferensförfrågan från det publika formuläret till kunden.',
    },
    variables: {
      first_name: { description: { en: "The customer's first name", sw: 'Kundens förnamn' }, example: 'Sara' },
      participants: shared.participants,
      city: { description: { en: 'The requested city', sw: 'Önskad ort' }, example: 'Sigtuna' },
      region: { description: { en: 'The requested region', sw: 'Önskad region' }, example: 'Stockholms län' },
      start_date: shared.startDate,
      end_date: shared.endDate,
      request_link: shared.requestLink,
    },
  },
  'task-reminder': {
    description: {
      en: "Reminds an admin of a task at the task's reminder time.",
      sw: 'Påminner en administratör om en uppgift vid uppgiftens påminnelsetid.',
    },
    variables: {
      first_name: { description: { en: "The assignee's first name", sw: 'Den ansvariges förnamn' }, example: 'Anna' },
      task_subject: { description: { en: 'The subject of the task', sw: 'Uppgiftens ämne' }, example: 'Ring Sara om offerten' },
      due_date: date('Due date, e.g. 10 May 2030, or a dash without one', 'Förfallodatum, t.ex. 10 maj 2030, eller ett streck om det saknas', '2030-05-10'),
      link: link("The link to the task's page", 'Länken till uppgiftens sida', 'https://portal.example/edit-task-42'),
    },
  },
  'venue-invitation': {
    description: {
      en: "Invites a venue to quote for an opportunity; carries the link to the venue's answer page.",
      sw: 'Bjuder in en anläggning att lämna offert på en affärsmöjlighet; innehåller länken till anläggningens svarssida.',
    },
    variables: {
      venue_name: shared.venueName,
      participants: shared.participants,
      start_date: shared.startDate,
      end_date: shared.endDate,
      city_text: {
        description: { en: 'The requested city after "in" (empty without one)', sw: 'Önskad ort efter "i" (tomt om ingen)' },
        example: ' i Sigtuna',
      },
      link: { ...shared.venueAnswerLink, example: 'https://portal.example/email-editquote&id=example-token' },
      expires_on: date('Last day the link works', 'Sista dagen länken fungerar', '2030-04-30'),
      response_deadline: shared.responseDeadline,
      message: { description: { en: "The admin's message (may be empty)", sw: 'Meddelandet från oss (kan vara tomt)' }, example: 'Kunden vill gärna ha svar i veckan.' },
    },
  },
  'quote-reminder': {
    description: {
      en: 'Reminds a venue, the day before its response deadline, to answer a request for a quote.',
      sw: 'Påminner en anläggning, dagen före sista svarsdag, om att svara på en offertförfrågan.',
    },
    variables: deadlineVariables,
  },
  'quote-overdue': {
    description: {
      en: 'Tells a venue, once, that the response deadline of a request for a quote has passed.',
      sw: 'Berättar för en anläggning, en gång, att sista svarsdag för en offertförfrågan har passerat.',
    },
    variables: deadlineVariables,
  },
  'quote-submitted': {
    description: {
      en: "Tells the opportunity's owner that a venue submitted its quote.",
      sw: 'Berättar för affärsmöjlighetens ansvarige att en anläggning har skickat sin offert.',
    },
    variables: {
      first_name: shared.ownerFirstName,
      venue_name: shared.venueName,
      opportunity_name: shared.opportunityName,
      link: shared.quoteLink,
    },
  },
  'quote-declined': {
    description: {
      en: "Tells the opportunity's owner that a venue declined to quote, and why.",
      sw: 'Berättar för affärsmöjlighetens ansvarige att en anläggning avböjt att lämna offert, och varför.',
    },
    variables: {
      first_name: shared.ownerFirstName,
      venue_name: shared.venueName,
      opportunity_name: shared.opportunityName,
      reason: { description: { en: "The venue's reason", sw: 'Anläggningens skäl' }, example: 'Fullbokat de dagarna' },
      link: shared.quoteLink,
    },
  },
  'quote-not-chosen': {
    description: {
      en: 'Tells a venue that the customer chose another venue for an opportunity it quoted for.',
      sw: 'Berättar för en anläggning att kunden valde en annan anläggning för en förfrågan den fått.',
    },
    variables: {
      venue_name: shared.venueName,
      participants: shared.participants,
      start_date: shared.startDate,
      end_date: shared.endDate,
    },
  },
  'quote-request-closed': {
    description: {
      en: 'Tells a venue whose quote was still in play that the opportunity was lost: the request no longer stands.',
      sw: 'Berättar för en anläggning vars offert fortfarande var aktuell att affärsmöjligheten förlorades: förfrågan gäller inte längre.',
    },
    variables: {
      venue_name: shared.venueName,
      participants: shared.participants,
      start_date: shared.startDate,
      end_date: shared.endDate,
    },
  },
  'quote-presentation': {
    description: {
      en: "Sends the customer's contact the link to the quote presentation (the venues to compare and book).",
      sw: 'Skickar kundens kontaktperson länken till offertpresentationen (anläggningarna att jämföra och boka).',
    },
    variables: {
      first_name: shared.contactFirstName,
      venue_count: { description: { en: 'How many venues are presented', sw: 'Antal anläggningar som presenteras' }, example: '3' },
      start_date: shared.startDate,
      sender_name: { description: { en: 'The name of the admin who sends it', sw: 'Namnet på den som skickar' }, example: 'Anna Admin' },
      link: requiredLink('The link to the presentation', 'Länken till presentationen', 'https://portal.example/quote-presention-pre&o=12&a=1&t=example-token'),
      request_link: shared.requestLink,
    },
  },
  'presentation-booked': {
    description: {
      en: "Tells the opportunity's owner that the customer booked from the presentation.",
      sw: 'Berättar för affärsmöjlighetens ansvarige att kunden har bokat från presentationen.',
    },
    variables: {
      first_name: shared.ownerFirstName,
      opportunity_name: shared.opportunityName,
      venue_names: { description: { en: 'The booked venues', sw: 'De bokade anläggningarna' }, example: 'Sjöviks Herrgård' },
      link: link("The link to the opportunity's page", 'Länken till affärsmöjlighetens sida', 'https://portal.example/edit-opportunity-12'),
    },
  },
  'preliminary-booking-request': {
    description: {
      en: 'Asks a venue to hold the dates of a request preliminarily, with the link to answer.',
      sw: 'Ber en anläggning att preliminärt hålla datumen för en förfrågan, med länken för att svara.',
    },
    variables: {
      venue_name: shared.venueName,
      participants: shared.participants,
      start_date: shared.startDate,
      end_date: shared.endDate,
      message: { description: { en: "The admin's message (may be empty)", sw: 'Meddelandet från oss (kan vara tomt)' }, example: 'Kunden vill gärna ha svar i veckan.' },
      link: shared.answerLink,
    },
  },
  'preliminary-booking-held': {
    description: {
      en: "Tells the customer's contact that a venue holds the dates, with the link to confirm or decline.",
      sw: 'Berättar för kundens kontaktperson att en anläggning håller datumen, med länken för att bekräfta eller avböja.',
    },
    variables: {
      first_name: shared.contactFirstName,
      venue_name: shared.venueName,
      start_date: shared.startDate,
      hold_until: shared.holdUntil,
      link: { ...shared.answerLink, example: 'https://portal.example/preliminary-booking&o=12&q=42&c_id=7&b_id=9&p_id=3&t=example-token' },
      request_link: shared.requestLink,
    },
  },
  'preliminary-booking-reminder': {
    description: {
      en: 'Reminds the venue and the customer that a preliminary booking is held only until tomorrow (or today).',
      sw: 'Påminner anläggningen och kunden om att en preliminärbokning bara hålls till och med i morgon (eller i dag).',
    },
    variables: {
      recipient_name: shared.recipientName,
      venue_name: shared.venueName,
      start_date: shared.startDate,
      hold_until: shared.holdUntil,
      link: link('The link to the booking', 'Länken till bokningen', 'https://portal.example/p-editquote&id=42'),
    },
  },
  'preliminary-booking-expired': {
    description: {
      en: 'Tells the venue and the customer that a preliminary booking expired unanswered.',
      sw: 'Berättar för anläggningen och kunden att en preliminärbokning har gått ut utan svar.',
    },
    variables: {
      recipient_name: shared.recipientName,
      venue_name: shared.venueName,
      start_date: shared.startDate,
      hold_until: date('The dates were held until', 'Datumen hölls till och med', '2030-04-01'),
    },
  },
  'preliminary-booking-extend': {
    description: {
      en: 'Asks a venue to hold the dates of a preliminary booking longer.',
      sw: 'Ber en anläggning att hålla datumen för en preliminärbokning längre.',
    },
    variables: {
      venue_name: shared.venueName,
      start_date: shared.startDate,
      hold_until: shared.holdUntil,
      link: shared.answerLink,
    },
  },
  'preliminary-booking-answered': {
    description: {
      en: 'Tells a venue that the customer confirmed or declined the dates it holds.',
      sw: 'Berättar för en anläggning att kunden bekräftat eller avböjt datumen den håller.',
    },
    variables: {
      venue_name: shared.venueName,
      start_date: shared.startDate,
      answer: { description: { en: "The customer's answer, in words", sw: 'Kundens svar, i ord' }, example: 'bekräftat' },
      comment: { description: { en: "The customer's comment (may be empty)", sw: 'Kundens kommentar (kan vara tom)' }, example: 'Vi ser fram emot det!' },
    },
  },
  'customer-booked': {
    description: {
      en: 'Tells the customer, after booking from the presentation, which venues they chose and what happens next.',
      sw: 'Berättar för kunden, efter bokningen från presentationen, vilka anläggningar de valde och vad som händer sedan.',
    },
    variables: {
      first_name: shared.contactFirstName,
      venue_names: { description: { en: 'The booked venues', sw: 'De bokade anläggningarna' }, example: 'Sjöviks Herrgård' },
      start_date: shared.startDate,
      request_link: shared.requestLink,
    },
  },
  'customer-booking-confirmed': {
    description: {
      en: 'Tells the customer that their confirmation of a preliminary booking is received, and what happens next.',
      sw: 'Berättar för kunden att bekräftelsen av en preliminärbokning har tagits emot, och vad som händer sedan.',
    },
    variables: {
      first_name: shared.contactFirstName,
      venue_name: shared.venueName,
      start_date: shared.startDate,
      end_date: shared.endDate,
      request_link: shared.requestLink,
    },
  },
  'customer-booking-declined': {
    description: {
      en: 'Tells the customer that their decline of a preliminary booking is received, and what happens next.',
      sw: 'Berättar för kunden att avböjandet av en preliminärbokning har tagits emot, och vad som händer sedan.',
    },
    variables: {
      first_name: shared.contactFirstName,
      venue_name: shared.venueName,
      start_date: shared.startDate,
      request_link: shared.requestLink,
    },
  },
  'customer-question': {
    description: {
      en: "Tells the opportunity's owner (or the admins, for a lead) about a question the customer sent from the request page.",
      sw: 'Berättar för affärsmöjlighetens ansvarige (eller administratörerna, för en lead) om en fråga kunden skickat från sidan för sin förfrågan.',
    },
    variables: {
      first_name: shared.ownerFirstName,
      customer_name: { description: { en: "The customer's name", sw: 'Kundens namn' }, example: 'Sara Kund' },
      opportunity_name: shared.opportunityName,
      question: { description: { en: "The customer's question", sw: 'Kundens fråga' }, example: 'Finns det parkering?' },
      link: link("The link to the request's page", 'Länken till förfrågans sida', 'https://portal.example/edit-opportunity-12'),
    },
  },
  'customer-none-suits': {
    description: {
      en: "Tells the opportunity's owner that the customer wrote that none of the presented venues suits, and why.",
      sw: 'Berättar för affärsmöjlighetens ansvarige att kunden skrivit att ingen av de presenterade anläggningarna passar, och varför.',
    },
    variables: {
      first_name: shared.ownerFirstName,
      customer_name: { description: { en: "The customer's name", sw: 'Kundens namn' }, example: 'Sara Kund' },
      opportunity_name: shared.opportunityName,
      reason: { description: { en: "The customer's reason", sw: 'Kundens skäl' }, example: 'För långt från Karlshamn' },
      link: link("The link to the opportunity's page", 'Länken till affärsmöjlighetens sida', 'https://portal.example/edit-opportunity-12'),
    },
  },
  'commission-report-request': commissionMail(
    {
      en: 'Asks a venue, the day after the event, to report the outcome and the figures for the commission.',
      sw: 'Ber en anläggning, dagen efter konferensen, att rapportera utfallet och underlaget för provisionen.',
    },
    {},
  ),
  'commission-reminder': commissionMail(
    {
      en: 'Reminds a venue to report a commission (at doubling waits, or when an admin asks).',
      sw: 'Påminner en anläggning om att rapportera en provision (med fördubblad väntan, eller när en administratör ber om det).',
    },
    {
      reminder_number: { description: { en: 'Which reminder this is', sw: 'Vilken påminnelse det är' }, example: '2' },
      reminders: { description: { en: 'How many reminders the venue gets', sw: 'Hur många påminnelser anläggningen får' }, example: '3' },
    },
  ),
  'commission-invoiced-on-quote': commissionMail(
    {
      en: 'Tells a venue that no report came after the last reminder, so the commission is invoiced on the original quote.',
      sw: 'Berättar för en anläggning att ingen rapport kom efter sista påminnelsen, så provisionen faktureras enligt den ursprungliga offerten.',
    },
    {},
  ),
} satisfies Record<string, TemplateDefinition>;

export type TemplateName = keyof typeof mailTemplates;

/** The values a mail needs: one per variable of its template. */
export type TemplateVariables = {
  [Name in TemplateName]: Record<keyof (typeof mailTemplates)[Name]['variables'], string | number>;
};

export const templateNames = Object.keys(mailTemplates) as TemplateName[];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(mailTemplates, name);
}

function variablesOf(name: TemplateName): Record<string, VariableDefinition> {
  return mailTemplates[name].variables;
}

export function urlVariablesOf(name: TemplateName): Set<string> {
  return new Set(Object.entries(variablesOf(name)).filter(([, variable]) => variable.url).map(([variable]) => variable));
}

export function dateVariablesOf(name: TemplateName): Set<string> {
  return new Set(Object.entries(variablesOf(name)).filter(([, variable]) => variable.date).map(([variable]) => variable));
}

export function requiredVariablesOf(name: TemplateName): string[] {
  return Object.entries(variablesOf(name))
    .filter(([, variable]) => variable.required)
    .map(([variable]) => variable);
}

export function exampleValuesOf(name: TemplateName): Record<string, string> {
  return Object.fromEntries(Object.entries(variablesOf(name)).map(([variable, { example }]) => [variable, example]));
}

/** A template's variables as the email-template screen lists them. */
export function variableListOf(name: TemplateName): Schemas['TemplateVariable'][] {
  return Object.entries(variablesOf(name)).map(([variable, { description, example }]): Schemas['TemplateVariable'] => ({
    name: variable,
    description,
    example,
  }));
}
