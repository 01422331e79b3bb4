import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  products: () => import('./features/product-list/product-list-page').then((m) => ({ default: m.ProductListPage })),
  addProduct: () => import('./features/product-form/add-product-page').then((m) => ({ default: m.AddProductPage })),
  editProduct: () => import('./features/product-form/edit-product-page').then((m) => ({ default: m.EditProductPage })),
  quotes: () => import('./features/quote-list/quote-list-page').then((m) => ({ default: m.QuoteListPage })),
  editQuote: () => import('./features/quote-detail/quote-detail-page').then((m) => ({ default: m.QuoteDetailPage })),
  emailTemplates: () =>
    import('./features/email-templates/email-template-list-page').then((m) => ({ default: m.EmailTemplateListPage })),
});
