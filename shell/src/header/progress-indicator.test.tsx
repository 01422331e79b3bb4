import { apiCallsAtom, portalStore, setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { ProgressIndicator } from './progress-indicator';

afterEach(() => {
  portalStore.set(apiCallsAtom, { started: 0, completed: 0 });
  setLanguage('sv');
});

describe('ProgressIndicator', () => {
  it.each([
    ['sv', 'Hämtning från servern', '25 % klart', 'Hämtat 25 %', /Hur mycket av det sidan hämtar/],
    ['en', 'Loading from the server', '25 % done', 'Loaded 25 %', /How much of what the page is loading/],
  ] as const)('is a named progress bar with its percentage in sight and its explanation on focus (%s)', async (language, name, value, shown, help) => {
    setLanguage(language);
    portalStore.set(apiCallsAtom, { started: 4, completed: 1 });
    renderWithPortal(<ProgressIndicator />);
    const bar = screen.getByRole('progressbar', { name });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', value);
    expect(bar).toHaveTextContent(shown);
    // The ring inside is decoration: one progress bar for assistive technology, not two.
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);

    await userEvent.tab();
    expect(bar).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(help);

    act(() => portalStore.set(apiCallsAtom, { started: 4, completed: 4 }));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveTextContent('100 %');
  });
});
