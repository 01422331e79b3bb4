// `@portal/platform/queries`: what needs TanStack Query (the login page loads none of it).
export { $api, queryClient } from './api/queries';
export { QueryProvider } from './api/query-provider';
export { PortalProviders } from './providers/portal-providers';
