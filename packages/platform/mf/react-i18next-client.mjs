// react-i18next as the portal shares it: the provider, the hook, the HOC and render prop, and the
// i18next plugin, without Trans (and its HTML parser), SSR and ICU helpers (issue 9: 5.7 KiB on
// every page). A name used from react-i18next must be listed here: mf/sharing.test.ts checks.
export { I18nContext, I18nextProvider, Translation, getI18n, initReactI18next, useTranslation, withTranslation } from 'react-i18next-full';
