import createQueryClient from 'openapi-react-query';
import { throwingClient, type ApiClient, type ApiQueryClient } from './client';

/**
 * TanStack Query hooks for the portal's client (`$api.useQuery('get', '/leads', …)`): a file of
 * its own, so that importing the client does not load TanStack Query.
 */
export function createQueryHooks(api: ApiClient): ApiQueryClient {
  return createQueryClient(throwingClient(api));
}
