import { ConfigProvider, type ConfigProviderProps, type FormProps } from 'antd';
import enUS from 'antd/locale/en_US';
import svSE from 'antd/locale/sv_SE';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { i18n, type Language } from '../i18n/i18n';
import { languageAtom } from '../i18n/language-atom';
import { ToastHost } from '../notify/toast-host';
import { AppRoot } from './app-root';
import { useClearButtons } from './clear-buttons';
import { portalTheme } from './portal-theme';

// antd's part of the providers (issue 25): fetched by `BaseProviders` around a page that is not
// plain, and around the toasts of a plain page at its first toast, never on a plain page's first paint.

/**
 * antd's own texts in the current language, corrected where antd's Swedish is wrong: a picker's
 * × clears ("Rensa"), it does not cancel ("Avbryt").
 */
export function antdLocale(language: Language): NonNullable<ConfigProviderProps['locale']> {
  const base = language === 'en' ? enUS : svSE;
  const clear = i18n.getFixedT(language, 'common')('actions.clear');
  return {
    ...base,
    DatePicker: base.DatePicker && { ...base.DatePicker, lang: { ...base.DatePicker.lang, clear } },
    Calendar: base.Calendar && { ...base.Calendar, lang: { ...(base.Calendar.lang as object), clear } },
  };
}

/**
 * The messages of rules that bring none (`{ required: true }`, `{ max: 100 }`, `{ type: 'email' }`)
 * in the portal's one voice (docs/wording.md), in the current language.
 */
export function validateMessages(language: Language): NonNullable<FormProps['validateMessages']> {
  const t = i18n.getFixedT(language, 'common', 'validation');
  const type = t('pattern');
  return {
    default: type,
    required: t('required'),
    whitespace: t('required'),
    date: { format: t('date'), parse: t('date'), invalid: t('date') },
    types: { email: t('email'), number: t('number'), integer: t('integer'), float: t('number'), date: t('date'), url: type, string: type },
    string: { max: t('maxLength', { max: '${max}' }), range: t('maxLength', { max: '${max}' }) },
    number: { min: t('min', { min: '${min}' }), max: t('max', { max: '${max}' }), range: t('range', { min: '${min}', max: '${max}' }) },
    pattern: { mismatch: type },
  };
}

function LocalizedConfig({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const locale = useMemo(() => antdLocale(language), [language]);
  const form = useMemo(() => ({ validateMessages: validateMessages(language) }), [language]);
  return (
    <ConfigProvider locale={locale} form={form} theme={portalTheme}>
      {children}
    </ConfigProvider>
  );
}

/** antd's theme, locale and validation messages in the current language, and the page's root element as antd's App draws it. */
export function AntdProviders({ children }: { children: ReactNode }) {
  useClearButtons(useAtomValue(languageAtom));
  return (
    <LocalizedConfig>
      <AppRoot>{children}</AppRoot>
    </LocalizedConfig>
  );
}

/** The toasts (antd's notifications) with the portal's theme and locale: `BaseProviders` mounts it at the first toast. */
export function AntdToasts() {
  return (
    <LocalizedConfig>
      <ToastHost />
    </LocalizedConfig>
  );
}
