import { ApiError } from '@portal/api-client';
import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from './apply-field-errors';

function fakeForm() {
  return { setFields: vi.fn(), scrollToField: vi.fn() } as unknown as FormInstance & {
    setFields: ReturnType<typeof vi.fn>;
    scrollToField: ReturnType<typeof vi.fn>;
  };
}

const validation = (fieldErrors: Record<string, { en: string; sw: string }>) =>
  new ApiError({ kind: 'validation', status: 422, statusText: 'Unprocessable Entity', message: 'Error validation', fieldErrors });

describe('applyFieldErrors', () => {
  it("puts each field's message next to it in the current language, and a part's message next to its field", () => {
    const form = fakeForm();
    const error = validation({
      company_name: { en: 'The field is required', sw: 'Fältet är obligatoriskt' },
      'location.lat': { en: 'Too far north', sw: 'För långt norrut' },
      'location.lng': { en: 'Too far east', sw: 'För långt österut' },
      unknown_field: { en: 'Ignored', sw: 'Ignoreras' },
    });
    expect(applyFieldErrors(form, error, ['company_name', 'location'], 'sv')).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: 'company_name', errors: ['Fältet är obligatoriskt'] },
      { name: 'location', errors: ['För långt norrut'] },
    ]);
    expect(form.scrollToField).toHaveBeenCalledWith('company_name', { block: 'center', focus: true });
  });

  it('leaves the form alone when no message belongs to its fields', () => {
    const form = fakeForm();
    expect(applyFieldErrors(form, validation({ other: { en: 'x', sw: 'x' } }), ['name'], 'en')).toBe(false);
    expect(applyFieldErrors(form, new Error('network'), ['name'], 'en')).toBe(false);
    expect(form.setFields).not.toHaveBeenCalled();
  });
});
