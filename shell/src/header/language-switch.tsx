import { setLanguage, useLanguage, type Language } from '@portal/platform';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** Svenska / English; the choice is remembered on this device (SPEC §9). */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const language = useLanguage();
  const { t } = useTranslation('shell');
  return (
    <Segmented<Language>
      aria-label={t('header.language')}
      value={language}
      size="small"
      style={dark ? { background: 'rgba(255,255,255,.85)' } : undefined}
      onChange={setLanguage}
      options={[
        { value: 'sv', label: <span lang="sv" title="Svenska">SV</span> },
        { value: 'en', label: <span lang="en" title="English">EN</span> },
      ]}
    />
  );
}
