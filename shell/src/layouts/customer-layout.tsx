import { setLanguage, useLanguage, type Language } from '@portal/platform';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LANGUAGE_OPTIONS: { value: Language; label: string; title: string }[] = [
  { value: 'sv', label: 'SV', title: 'Svenska' },
  { value: 'en', label: 'EN', title: 'English' },
];

/**
 * Svenska / English in plain HTML (two radio buttons), drawn as the signed-in header's switch
 * (antd's small Segmented); the choice is remembered on this device (SPEC §9).
 */
function PlainLanguageSwitch() {
  const language = useLanguage();
  const { t } = useTranslation('shell');
  return (
    <div role="radiogroup" aria-label={t('header.language')} className="portal-language-switch">
      {LANGUAGE_OPTIONS.map((option) => (
        <label key={option.value} className={option.value === language ? 'portal-language-option portal-language-selected' : 'portal-language-option'}>
          <input type="radio" name="portal-language" value={option.value} checked={option.value === language} onChange={() => setLanguage(option.value)} />
          <span lang={option.value} title={option.title}>
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * SPEC §2: the layout when nobody is signed in has only a language switch. Plain HTML and CSS
 * (issue 25), drawn as antd's Layout drew it: the customer's pages paint without antd.
 */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className="portal-plain-layout">
      <header className="portal-customer-header">
        <Link to="/send-request" className="portal-brand">
          {t('common:appName')}
        </Link>
        <PlainLanguageSwitch />
      </header>
      <main id="main" className="portal-content">
        {children}
      </main>
      <footer className="portal-footer">{t('footer.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
