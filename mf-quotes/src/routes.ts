import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  products: () => import(/* webpackChunkName: "page-products" */ './features/product-list/product-list-page').then((m) => ({ default: m.ProductListPage })),
  addProduct: () => import(/* webpackChunkName: "page-addProduct" */ './features/product-form/add-product-page').then((m) => ({ default: m.AddProductPage })),
  editProduct: () => import(/* webpackChunkName: "page-editProduct" */ './features/product-form/edit-product-page').then((m) => ({ default: m.EditProductPage })),
  quotes: () => import(/* webpackChunkName: "page-quotes" */ './features/quote-list/quote-list-page').then((m) => ({ default: m.QuoteListPage })),
  editQuote: () => import(/* webpackChunkName: "page-editQuote" */ './features/quote-detail/quote-detail-page').then((m) => ({ default: m.QuoteDetailPage })),
  emailTemplates: () =>
    import(/* webpackChunkName: "page-emailTemplates" */ './features/email-templates/email-template-list-page').then((m) => ({ default: m.EmailTemplateListPage })),
});
