import { describe, expect, it } from 'vitest';
import { portalPaths, portalUrl } from './urls.js';

describe('portal URLs', () => {
  it('keeps the SPEC §2 route shapes the shell resolves', () => {
    expect(portalPaths.lead(17)).toBe('/convert-lead-id=17');
    expect(portalPaths.task(3)).toBe('/edit-task-3');
    expect(portalPaths.opportunity(17)).toBe('/edit-opportunity-17');
    expect(portalPaths.resetPassword('abc-_9')).toBe('/reset-password&id=abc-_9');
    expect(portalPaths.partnerQuote(42)).toBe('/p-editquote&id=42');
    expect(portalPaths.outsideQuote('t0k')).toBe('/email-editquote&id=t0k');
    expect(portalPaths.quote(42)).toBe('/edit-quotes-42');
    expect(portalPaths.setPassword('a b')).toBe('/set-password&id=a%20b');
    expect(portalPaths.presentation(17, 3, 't0k')).toBe('/quote-presention-pre&o=17&a=3&t=t0k');
    expect(portalPaths.preliminaryBooking({ opportunityId: 1, quoteId: 2, customerId: 3, bidderId: 4, bookingId: 5 }, 't0k')).toBe(
      '/preliminary-booking&o=1&q=2&c_id=3&b_id=4&p_id=5&t=t0k',
    );
  });

  it('joins PUBLIC_URL and a path without doubling the slash', () => {
    expect(portalUrl({ publicUrl: 'https://portal.example.se/' }, '/edit-task-3')).toBe('https://portal.example.se/edit-task-3');
    expect(portalUrl({ publicUrl: 'http://localhost:8080' }, portalPaths.setPassword('x'))).toBe('http://localhost:8080/set-password&id=x');
  });
});
