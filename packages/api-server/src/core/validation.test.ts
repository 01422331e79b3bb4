import { describe, expect, it } from 'vitest';
import { fieldErrorsFromSchema } from './validation.js';

describe('fieldErrorsFromSchema', () => {
  it('names the field of each error and keeps one message per problem', () => {
    const errors = fieldErrorsFromSchema(
      [
        { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
        { keyword: 'maxLength', instancePath: '/first_name', params: { limit: 100 } },
        { keyword: 'maxLength', instancePath: '/first_name', params: { limit: 100 } },
        { keyword: 'type', instancePath: '/business', params: { type: 'string,null' } },
        { keyword: 'minimum', instancePath: '/rooms/0/count', params: { limit: 1 } },
        { keyword: 'type', instancePath: '', params: { type: 'object' } },
      ],
      'body',
    );
    expect(errors).toEqual({
      email: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
      first_name: [{ en: 'The field may not be longer than 100 characters', sw: 'Fältet får inte vara längre än 100 tecken' }],
      business: [{ en: 'The field must be a text', sw: 'Fältet måste vara en text' }],
      'rooms.0.count': [{ en: 'The value must be at least 1', sw: 'Värdet måste vara minst 1' }],
      body: [{ en: 'The field must be an object', sw: 'Fältet måste vara ett objekt' }],
    });
  });
});
