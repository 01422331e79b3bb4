/**
 * The portal's URL contract (SPEC §2): every route, the area that guards it and the module that
 * owns it. The shell reads it to guard and lay out a page before any module is fetched, and each
 * module attaches its pages to its own route ids. Legacy shapes such as `/convert-lead-id=17` or
 * `/reset-password&id=…` are kept as they are, because links already sent by email use them.
 */
export type Area = 'admin' | 'partner' | 'public';
export type ModuleName = 'shell' | 'mf-leads' | 'mf-opportunities' | 'mf-quotes' | 'mf-partner' | 'mf-public' | 'mf-commissions';

export interface PortalRoute {
  path: string;
  area: Area;
  owner: ModuleName;
  /** Key in the `common` namespace under `routes.` */
  title: string;
}

export const portalRoutes = {
  dashboard: { path: '/', area: 'admin', owner: 'shell', title: 'dashboard' },
  profile: { path: '/profile', area: 'admin', owner: 'shell', title: 'profile' },
  adminResetPassword: { path: '/admin-reset-password', area: 'admin', owner: 'shell', title: 'adminResetPassword' },
  outbox: { path: '/outbox', area: 'admin', owner: 'shell', title: 'outbox' },
  leads: { path: '/leads', area: 'admin', owner: 'mf-leads', title: 'leads' },
  lead: { path: '/convert-lead-id=:id', area: 'admin', owner: 'mf-leads', title: 'lead' },
  accounts: { path: '/accounts', area: 'admin', owner: 'mf-leads', title: 'accounts' },
  addAccount: { path: '/add-account', area: 'admin', owner: 'mf-leads', title: 'addAccount' },
  editAccount: { path: '/edit-account-:id', area: 'admin', owner: 'mf-leads', title: 'editAccount' },
  contacts: { path: '/contacts', area: 'admin', owner: 'mf-leads', title: 'contacts' },
  addContact: { path: '/add-contact', area: 'admin', owner: 'mf-leads', title: 'addContact' },
  editContact: { path: '/edit-contact-:id', area: 'admin', owner: 'mf-leads', title: 'editContact' },
  regions: { path: '/regions', area: 'admin', owner: 'mf-leads', title: 'regions' },
  opportunities: { path: '/opportunity', area: 'admin', owner: 'mf-opportunities', title: 'opportunities' },
  addOpportunity: { path: '/add-selfopportunity', area: 'admin', owner: 'mf-opportunities', title: 'addOpportunity' },
  createOpportunity: { path: '/create-opportunity-:id', area: 'admin', owner: 'mf-opportunities', title: 'createOpportunity' },
  addOpportunityFromLead: { path: '/add-opportunity&l=:l&a=:a&c=:c', area: 'admin', owner: 'mf-opportunities', title: 'createOpportunity' },
  editOpportunity: { path: '/edit-opportunity-:id', area: 'admin', owner: 'mf-opportunities', title: 'editOpportunity' },
  tasks: { path: '/tasks', area: 'admin', owner: 'mf-opportunities', title: 'tasks' },
  addTask: { path: '/add-task', area: 'admin', owner: 'mf-opportunities', title: 'addTask' },
  editTask: { path: '/edit-task-:id', area: 'admin', owner: 'mf-opportunities', title: 'editTask' },
  notes: { path: '/notes', area: 'admin', owner: 'mf-opportunities', title: 'notes' },
  addNote: { path: '/add-note', area: 'admin', owner: 'mf-opportunities', title: 'addNote' },
  editNote: { path: '/edit-note-:id', area: 'admin', owner: 'mf-opportunities', title: 'editNote' },
  products: { path: '/products', area: 'admin', owner: 'mf-quotes', title: 'products' },
  addProduct: { path: '/add-product', area: 'admin', owner: 'mf-quotes', title: 'addProduct' },
  editProduct: { path: '/edit-product-:id', area: 'admin', owner: 'mf-quotes', title: 'editProduct' },
  emailTemplates: { path: '/email-template', area: 'admin', owner: 'mf-quotes', title: 'emailTemplates' },
  quotes: { path: '/quotes', area: 'admin', owner: 'mf-quotes', title: 'quotes' },
  editQuote: { path: '/edit-quotes-:id', area: 'admin', owner: 'mf-quotes', title: 'editQuote' },
  commissions: { path: '/commission', area: 'admin', owner: 'mf-commissions', title: 'commissions' },
  editCommission: { path: '/edit-commission-:id', area: 'admin', owner: 'mf-commissions', title: 'editCommission' },
  partnerDashboard: { path: '/partner', area: 'partner', owner: 'mf-partner', title: 'partnerDashboard' },
  partnerQuotes: { path: '/p-quotes', area: 'partner', owner: 'mf-partner', title: 'partnerQuotes' },
  partnerEditQuote: { path: '/p-editquote&id=:id', area: 'partner', owner: 'mf-partner', title: 'partnerEditQuote' },
  partnerAccount: { path: '/p-account', area: 'partner', owner: 'mf-partner', title: 'partnerAccount' },
  partnerProfile: { path: '/partner-profile', area: 'partner', owner: 'mf-partner', title: 'partnerProfile' },
  partnerCommissions: { path: '/p-commission', area: 'partner', owner: 'mf-partner', title: 'partnerCommissions' },
  partnerEditCommission: { path: '/p-editCommission&id=:id', area: 'partner', owner: 'mf-partner', title: 'partnerEditCommission' },
  partnerResetPassword: { path: '/partner-reset-password', area: 'partner', owner: 'shell', title: 'partnerResetPassword' },
  login: { path: '/login', area: 'public', owner: 'shell', title: 'login' },
  sendRequest: { path: '/send-request', area: 'public', owner: 'mf-public', title: 'sendRequest' },
  resetPassword: { path: '/reset-password&id=:token', area: 'public', owner: 'mf-public', title: 'resetPassword' },
  setPassword: { path: '/set-password&id=:token', area: 'public', owner: 'mf-public', title: 'setPassword' },
  outsideQuote: { path: '/email-editquote&id=:token', area: 'public', owner: 'mf-public', title: 'outsideQuote' },
  /** The customer's presentation (capability link: the token travels as `t`). */
  presentation: { path: '/quote-presention-pre&o=:o&a=:a&t=:token', area: 'public', owner: 'mf-public', title: 'presentation' },
  /** An admin's preview of the same page (no token: read with the admin's session). */
  presentationPreview: { path: '/quote-presention-pre&o=:o&a=:a', area: 'public', owner: 'mf-public', title: 'presentation' },
  preliminaryBooking: {
    path: '/preliminary-booking&o=:o&q=:q&c_id=:c_id&b_id=:b_id&p_id=:p_id&t=:token',
    area: 'public',
    owner: 'mf-public',
    title: 'preliminaryBooking',
  },
} as const satisfies Record<string, PortalRoute>;

export type RouteId = keyof typeof portalRoutes;
export type RouteIdOf<M extends ModuleName> = {
  [K in RouteId]: (typeof portalRoutes)[K]['owner'] extends M ? K : never;
}[RouteId];

/** Builds a concrete URL of a route: `routeUrl('lead', { id: 17 })` → `/convert-lead-id=17`. */
export function routeUrl(id: RouteId, params: Record<string, string | number> = {}): string {
  return portalRoutes[id].path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
