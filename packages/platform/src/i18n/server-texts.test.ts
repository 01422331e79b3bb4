import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { applyServerTexts } from './server-texts';

describe('applyServerTexts', () => {
  it('replaces a bundled text named namespace:path and keeps the others', async () => {
    await i18n.changeLanguage('sv');
    expect(i18n.t('common:errors.notFound')).toBe('Hittades inte');
    applyServerTexts({
      en: { 'common:errors.notFound': 'Nowhere to be found' },
      sw: { 'common:errors.notFound': 'Finns inte här', 'lead.created': 'Förfrågan har skickats' },
    });
    expect(i18n.t('common:errors.notFound')).toBe('Finns inte här');
    expect(i18n.t('common:errors.forbidden')).toBe('Du har inte behörighet');
    expect(i18n.t('server:lead.created')).toBe('Förfrågan har skickats');
    await i18n.changeLanguage('en');
    expect(i18n.t('common:errors.notFound')).toBe('Nowhere to be found');
  });
});
