import { describe, expect, it } from 'vitest';
import { i18n, registerTranslations } from './i18n';
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

  it('keeps a module\'s own texts when the server laid one of them over before the module loaded', async () => {
    await i18n.changeLanguage('sv');
    applyServerTexts({ en: {}, sw: { 'late:list.title': 'Från servern' } });
    registerTranslations('late', { sv: { list: { title: 'Lista', subtitle: 'Underrubrik' } }, en: { list: { title: 'List', subtitle: 'Subtitle' } } });
    expect(i18n.t('late:list.title')).toBe('Från servern');
    expect(i18n.t('late:list.subtitle')).toBe('Underrubrik');
  });
});
