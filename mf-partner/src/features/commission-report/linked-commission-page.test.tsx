import { clearSession, setLanguage, storeToken, storeUser } from '@portal/platform';
import { atScreenWidth, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { aCommission, aPartner } from '../../testing/fixtures';
import { LinkedCommissionPage } from './linked-commission-page';

const TOKEN = 'tok3n_value-0123456789abcdefghijklmnopqrstuv';

function renderPage(token = TOKEN) {
  return renderWithPortal(<LinkedCommissionPage params={{ token }} />, `/email-editCommission&id=${token}`);
}

afterEach(() => clearSession());

describe('LinkedCommissionPage', () => {
  atScreenWidth(1440);

  it("fetches the link's commission with its token and without the session's bearer, and shows the venue's report", async () => {
    setLanguage('sv');
    // Someone signed in opens the link: the session is not sent along.
    storeToken('admin-session');
    storeUser(aPartner());
    const reported = aCommission({
      venue_name: 'Skärgårdsvillan',
      account_id: null,
      status: 'reported',
      booking_status: 'cancelled_no_fee',
      reported_amount: 0,
      amount: 0,
      reported_at: '2031-03-16T09:00:00Z',
      reported_by: 'Skärgårdsvillan',
      actions: { report: false, invoice: false, receive: false, remind: false, edit_final: false },
    });
    const requests = mockApi({ 'GET /public/commission': () => json(200, { data: reported }) });
    renderPage();

    expect(await screen.findByText('Rapporten är inskickad')).toBeInTheDocument();
    expect(screen.getByText(/^Skärgårdsvillan skickade in rapporten/)).toBeInTheDocument();
    expect(screen.getByText('Skärgårdsvillan · #8 · Leksand')).toBeInTheDocument();
    const [request] = requests;
    expect(request).toMatchObject({ method: 'GET', path: '/public/commission' });
    expect(request!.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(request!.headers.get('Authorization')).toBeNull();
  });

  it('explains a link replaced by a newer mail (410) and how to get one, in English', async () => {
    setLanguage('en');
    mockApi({
      'GET /public/commission': () =>
        json(410, { message: { en: 'This link is no longer valid.', sw: 'Länken gäller inte längre.' }, reason: 'revoked' }),
    });
    renderPage();

    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.getByText(/Use the link in the latest email from us about this commission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit report' })).not.toBeInTheDocument();
  });
});
