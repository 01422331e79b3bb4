// The platform's entry point `@portal/platform/core` (a Module Federation singleton, shared with a
// strict version: mf/shared.mjs): the session, i18n, API client, toasts, providers without TanStack
// Query, routing, forms and files. `src/index.ts` re-exports it for TypeScript and tests.
export { api } from './api/api';
export { handleProblem } from './api/handle-problem';
export { fetchWithin, FETCH_DEADLINE_MS } from './api/fetch-within';
export { i18n, registerTranslations, LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/i18n';
export { languageAtom } from './i18n/language-atom';
export { applyServerTexts, loadServerTexts, type ServerTexts } from './i18n/server-texts';
export { setLanguage, currentLanguage } from './i18n/set-language';
export { notify, notifyAfterReload, subscribeToasts, type Toast, type ToastType } from './notify/notify';
export { ToastHost, TOAST_SECONDS } from './notify/toast-host';
export { BaseProviders, PlainProviders, WithAntd, loadAntdProviders, portalTheme } from './providers/base-providers';
export { portalStore } from './session/store';
export { tokenAtom } from './session/token-atom';
export { tokenExpiryAtom } from './session/token-expiry-atom';
export { userAtom } from './session/user-atom';
export { apiCallsAtom, type ApiCalls } from './session/api-calls-atom';
export { storeToken, storeUser, clearSession, getToken, isExpired, ROLE, type Role } from './session/session';
export { STORAGE_KEYS, TOKEN_LIFETIME_MS } from './session/storage-keys';
export {
  AREAS,
  declarationProblems,
  pageOf,
  registerPages,
  routeUrl,
  unregisterPages,
  type Area,
  type MenuEntry,
  type ModuleName,
  type PageDeclaration,
  type PagesFile,
  type PortalPage,
  type RouteId,
  type Texts,
} from './routing/pages';
export { pagesAtom } from './routing/pages-atom';
export { matchRoute, matchPattern, type RouteMatch } from './routing/match-route';
export {
  defineRemoteRoutes,
  type DashboardWidget,
  type PageLoader,
  type RemoteRoutes,
  type RoutePageProps,
} from './routing/remote-contract';
export { usePageTitle } from './routing/use-page-title';
export {
  createPortalBrowserRouter,
  createPortalMemoryRouter,
  NavigationBlockerContext,
  PortalRouter,
  useNavigationBlocker,
  type PortalNavigateOptions,
  type PortalRouterInstance,
  type PortalRouterProps,
  type PortalRouterState,
} from './routing/portal-router';
export { applyFieldErrors, followLanguage, type FieldErrorTarget, type LanguageFollowingForm } from './forms/apply-field-errors';
export { useErrorsFollowLanguage } from './forms/use-errors-follow-language';
export { useLanguage } from './i18n/use-language';
export { afterDiscountText, discountText, lineOfferedText, linePriceReading, lineQuantityText, lineUnitText, netPriceText, priceAfterDiscount, type LinePriceReading, type LineUnit } from './i18n/line-texts';
export { uploadImage, type StoredFile } from './files/upload-image';
export { downloadCsv, type CsvExportPath } from './files/download-csv';
export { saveBlob } from './files/save-blob';
