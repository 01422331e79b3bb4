import { clearSession, setLanguage, storeToken, storeUser } from '@portal/platform';
import { aUser, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import type { VenueMapProps } from '@portal/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PresentationPreviewPage } from './presentation-preview-page';
import { aPresentation } from './testing/a-presentation';

vi.mock('@portal/ui/src/venue-map/leaflet-map', () => ({
  LeafletMap: ({ label }: VenueMapProps) => <div role="region" aria-label={label} />,
}));

const URL = '/quote-presention-pre&o=9&a=3';
const renderPage = () => renderWithPortal(<PresentationPreviewPage params={{ o: '9', a: '3' }} />, URL);

afterEach(() => {
  // The page goes before the session does: a signed-out session under a mounted page would re-render it.
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

describe('PresentationPreviewPage', () => {
  it('shows an admin what the customer would see, says it is a preview, and offers no booking', async () => {
    setLanguage('sv');
    storeToken('admin-session-token');
    storeUser(aUser({ roles: 1 }));
    const requests = mockApi({
      'GET /opportunity/9/presentation': () => json(200, { data: aPresentation({ preview: true, can_book: false, sent_at: null }) }),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 3, name: '1. Sjöviks Herrgård' })).toBeInTheDocument();
    expect(screen.getByText('Förhandsgranskning')).toBeInTheDocument();
    expect(screen.getByText(/Här kan inget bokas, och inget skickas eller noteras/)).toBeInTheDocument();
    expect(screen.getByText('Här väljer kunden anläggningar och bokar. I förhandsgranskningen kan inget bokas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Boka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer admin-session-token');
    expect(requests[0]!.headers.get('X-Link-Token')).toBeNull();
  });

  it('downloads the preview’s PDF with the session, named in English when the page is', async () => {
    setLanguage('en');
    storeToken('admin-session-token');
    storeUser(aUser({ roles: 1 }));
    const requests = mockApi({
      'GET /opportunity/9/presentation': () => json(200, { data: aPresentation({ preview: true, can_book: false }) }),
      'GET /opportunity/9/presentation/pdf': () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['presentation-9.pdf']));
    const download = requests.find((request) => request.path === '/opportunity/9/presentation/pdf')!;
    expect(download.query.get('lang')).toBe('en');
    expect(download.headers.get('Authorization')).toBe('Bearer admin-session-token');
    vi.unstubAllGlobals();
  });

  it('asks to log in when nobody is signed in, and asks the server nothing', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    renderPage();
    expect(screen.getByText('Logga in för att förhandsgranska')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    expect(requests).toHaveLength(0);
  });

  it('refuses a partner’s session without asking the server', async () => {
    setLanguage('en');
    storeToken('partner-session-token');
    storeUser(aUser({ roles: 2 }));
    const requests = mockApi({});
    renderPage();
    expect(screen.getByText("Only the intermediary's staff can preview")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says when the opportunity does not exist', async () => {
    setLanguage('sv');
    storeToken('admin-session-token');
    storeUser(aUser({ roles: 1 }));
    mockApi({ 'GET /opportunity/9/presentation': () => json(404, { message: 'Not Found' }) });
    renderPage();
    expect(await screen.findByText('Affärsmöjligheten finns inte')).toBeInTheDocument();
  });
});
