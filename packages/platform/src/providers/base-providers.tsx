import { ConfigProvider, type ConfigProviderProps, type FormProps, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import svSE from 'antd/es/locale/sv_SE';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, type Language } from '../i18n/i18n';
import { languageAtom } from '../i18n/language-atom';
import { ToastHost } from '../notify/toast-host';
import { portalStore } from '../session/store';
import { AppRoot } from './app-root';
import { useClearButtons } from './clear-buttons';

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d5c63',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // WCAG AA (4.5:1 on white and on antd's light fills): antd's defaults for field errors, danger
    // buttons, help texts and secondary texts are too pale (axe color-contrast).
    colorError: '#c0262d',
    colorLink: '#1d5c63',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  },
  components: {
    Layout: { siderBg: '#12393d', triggerBg: '#0d2b2e' },
    Menu: { darkItemBg: '#12393d', darkSubMenuItemBg: '#12393d', darkItemSelectedBg: '#2a7a83' },
    // A tag writes its 7th shade on its 1st. antd's 7th shade of volcano, orange, gold, yellow, lime,
    // green and cyan gives 2.0–4.4:1 there; tags take a darker shade of the same palette (4.5:1 or
    // more, tested) while their light background stays antd's. Set on Tag, not as global tokens:
    // antd's CSS variables take palettes from the seeds only, and a darker seed darkens the 1st
    // shade too (green: 3.99:1 on its own background).
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
  },
};

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

function LocalizedAntd({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const locale = useMemo(() => antdLocale(language), [language]);
  const form = useMemo(() => ({ validateMessages: validateMessages(language) }), [language]);
  useClearButtons(language);
  return (
    <ConfigProvider locale={locale} form={form} theme={portalTheme}>
      <AppRoot>
        <ToastHost />
        {children}
      </AppRoot>
    </ConfigProvider>
  );
}

/**
 * What every page of the portal runs inside, queries aside: store, i18n, antd theme and locale,
 * toasts. The shell adds the QueryClient (`QueryProvider`) around the pages that use it, so the
 * login page does without TanStack Query (issue 9); `PortalProviders` is both.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </I18nextProvider>
    </JotaiProvider>
  );
}
