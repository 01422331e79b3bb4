import type { LocalizedText } from './types.js';
import type { FieldErrors } from './errors.js';

/** The subset of an Ajv error object this module reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, LocalizedText> = {
  string: { en: 'a text', sw: 'en text' },
  integer: { en: 'a whole number', sw: 'ett heltal' },
  number: { en: 'a number', sw: 'ett tal' },
  boolean: { en: 'true or false', sw: 'sant eller falskt' },
  object: { en: 'an object', sw: 'ett objekt' },
  array: { en: 'a list', sw: 'en lista' },
};

export const fieldMessages = {
  required: { en: 'Fill in this field.', sw: 'Fyll i det här fältet.' },
  invalid: { en: 'The field is invalid', sw: 'Fältet är ogiltigt' },
  invalidFormat: { en: 'The field has an invalid format', sw: 'Fältet har ett ogiltigt format' },
  invalidChoice: { en: 'The selected value is invalid', sw: 'Det valda värdet är ogiltigt' },
  invalidDate: { en: 'The field must be a valid date (YYYY-MM-DD)', sw: 'Fältet måste vara ett giltigt datum (ÅÅÅÅ-MM-DD)' },
  invalidDateTime: { en: 'The field must be a valid date and time', sw: 'Fältet måste vara ett giltigt datum och klockslag' },
  invalidEmail: { en: 'Enter a valid email address, e.g. name@company.com.', sw: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' },
  /** A NUL or an unpaired UTF-16 surrogate: no text the portal stores may hold them (core/http/input-guard.ts). */
  forbiddenCharacters: { en: 'The field contains characters that are not allowed', sw: 'Fältet innehåller tecken som inte är tillåtna' },
  tooLong: { en: 'The field is too long', sw: 'Fältet är för långt' },
  notAllowed: { en: 'The field is not allowed', sw: 'Fältet är inte tillåtet' },
} satisfies Record<string, LocalizedText>;

/** A text field's value as stored: trimmed, and null when nothing is left. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function typeMessage(expected: unknown): LocalizedText {
  const types = String(expected)
    .split(',')
    .filter((type) => type !== 'null');
  const names = types.map((type) => TYPE_NAMES[type] ?? { en: type, sw: type });
  // A `oneOf [object, null]` reports no type name worth saying: say the value is not valid.
  if (names.length === 0) return { en: 'The field has an invalid value', sw: 'Fältet har ett ogiltigt värde' };
  return {
    en: `The field must be ${names.map((name) => name.en).join(' or ')}`,
    sw: `Fältet måste vara ${names.map((name) => name.sw).join(' eller ')}`,
  };
}

function messageFor(error: SchemaError): LocalizedText {
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return fieldMessages.required;
    case 'type':
      return typeMessage(error.params.type);
    case 'maxLength':
      return { en: `The field may not be longer than ${limit} characters`, sw: `Fältet får inte vara längre än ${limit} tecken` };
    case 'minLength':
      return { en: `The field must be at least ${limit} characters`, sw: `Fältet måste vara minst ${limit} tecken` };
    case 'maxItems':
      return { en: `At most ${limit} may be chosen`, sw: `Högst ${limit} kan väljas` };
    case 'minimum':
      return { en: `The value must be at least ${limit}`, sw: `Värdet måste vara minst ${limit}` };
    case 'exclusiveMinimum':
      return { en: `The value must be greater than ${limit}`, sw: `Värdet måste vara större än ${limit}` };
    case 'maximum':
      return { en: `The value may not be greater than ${limit}`, sw: `Värdet får inte vara större än ${limit}` };
    case 'exclusiveMaximum':
      return { en: `The value must be less than ${limit}`, sw: `Värdet måste vara mindre än ${limit}` };
    case 'enum':
    case 'const':
      return fieldMessages.invalidChoice;
    case 'format':
      if (error.params.format === 'date') return fieldMessages.invalidDate;
      if (error.params.format === 'date-time') return fieldMessages.invalidDateTime;
      if (error.params.format === 'email') return fieldMessages.invalidEmail;
      return fieldMessages.invalidFormat;
    case 'pattern':
      return fieldMessages.invalidFormat;
    case 'additionalProperties':
      return fieldMessages.notAllowed;
    default:
      return fieldMessages.invalid;
  }
}

function fieldName(error: SchemaError, context: string): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  } else if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    segments.push(error.params.additionalProperty);
  }
  return segments.length > 0 ? segments.join('.') : context;
}

/** Turns schema validation errors into `{ field: [{ en, sw }] }`, one message per problem. */
export function fieldErrorsFromSchema(errors: readonly SchemaError[], context: string): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = fieldName(error, context);
    const message = messageFor(error);
    const list = (result[field] ??= []);
    if (!list.some((existing) => existing.en === message.en)) list.push(message);
  }
  return result;
}
