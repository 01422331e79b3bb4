import { setLanguage, type Language } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { RequestThanks } from './request-thanks';

const expected: Record<Language, string> = {
  sv: 'Vi har tagit emot din förfrågan och återkommer så snart vi kan.',
  en: 'We have received your request and will get back to you as soon as we can.',
};

describe.each(['sv', 'en'] as const)('RequestThanks in %s', (language) => {
  it('thanks the customer in their words, never in the staff’s (lead, opportunity)', () => {
    setLanguage(language);
    renderWithPortal(<RequestThanks onSendAnother={() => {}} />);
    expect(screen.getByText(expected[language])).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\b(lead|leads|opportunit\w*|affärsmöjlighet\w*)\b/i);
  });
});
