import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { VenueResponsivenessCard } from './venue-responsiveness-card';

const figures = (data: { invited: number; answered: number; answered_in_time: number; median_hours: number | null }) => () => json(200, { data });

/** The value next to a label in the card's list. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label).closest('tr')?.querySelector('.ant-descriptions-item-content')?.textContent;
}

describe('VenueResponsivenessCard', () => {
  it('shows how many invitations the venue answered, how many in time, and its median time, in Swedish', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /account/7/responsiveness': figures({ invited: 15, answered: 12, answered_in_time: 10, median_hours: 60 }) });
    renderWithPortal(<VenueResponsivenessCard accountId={7} />);

    expect(await screen.findByRole('heading', { name: 'Svarsbenägenhet' })).toBeInTheDocument();
    await screen.findByText('Inbjudningar');
    expect(valueOf('Inbjudningar')).toBe('15');
    expect(valueOf('Besvarade')?.replace(/\s/g, ' ')).toBe('12 av 15 (80 %)');
    expect(valueOf('Besvarade inom svarstiden')?.replace(/\s/g, ' ')).toBe('10 av 12 svar (83 %)');
    expect(valueOf('Mediantid till svar')).toBe('2,5 dagar');
    expect(requests.map((request) => request.path)).toEqual(['/account/7/responsiveness']);
  });

  it('counts a quick venue in hours, in English, and a venue that never answered without a median', async () => {
    setLanguage('en');
    mockApi({ 'GET /account/7/responsiveness': figures({ invited: 3, answered: 3, answered_in_time: 3, median_hours: 1.2 }) });
    const { unmount } = renderWithPortal(<VenueResponsivenessCard accountId={7} />);
    await screen.findByText('Median time to answer');
    expect(valueOf('Median time to answer')).toBe('1 hour');
    expect(valueOf('Answered')).toBe('3 of 3 (100%)');
    unmount();

    mockApi({ 'GET /account/8/responsiveness': figures({ invited: 2, answered: 0, answered_in_time: 0, median_hours: null }) });
    renderWithPortal(<VenueResponsivenessCard accountId={8} />);
    await screen.findByText('Median time to answer');
    expect(valueOf('Answered')).toBe('0 of 2 (0%)');
    expect(valueOf('Answered by the deadline')).toBe('–');
    expect(valueOf('Median time to answer')).toBe('–');
  });

  it('says so when the venue was never invited', async () => {
    setLanguage('en');
    mockApi({ 'GET /account/7/responsiveness': figures({ invited: 0, answered: 0, answered_in_time: 0, median_hours: null }) });
    renderWithPortal(<VenueResponsivenessCard accountId={7} />);

    expect(await screen.findByText('The venue has not been invited to quote yet.')).toBeInTheDocument();
    expect(screen.queryByText('Invitations')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({
      'GET /account/7/responsiveness': () =>
        fail ? json(500, { message: 'Server Error' }) : json(200, { data: { invited: 1, answered: 1, answered_in_time: 1, median_hours: 0.5 } }),
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithPortal(<VenueResponsivenessCard accountId={7} />);

    expect(await screen.findByText('The responsiveness could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Median time to answer');
    expect(valueOf('Median time to answer')).toBe('under 1 hour');
  });
});
