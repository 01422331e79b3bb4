// TanStack Query as the portal shares it: the client, its provider and the hooks the portal and
// openapi-react-query use (issue 9). A name used from @tanstack/react-query must be listed here:
// mf/sharing.test.ts checks.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from 'tanstack-react-query-full';
