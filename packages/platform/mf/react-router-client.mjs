// react-router as the portal shares it: the declarative router (`<Router>` over a history of the
// platform's own, see src/routing/portal-router.tsx) and the components, hooks and helpers the
// portal uses or is likely to (issue 9), so the bundler drops the rest (the data router and the
// framework's APIs nobody calls: loaders' and actions' hooks, fetchers, forms, blockers, scroll
// restoration, server helpers). A name used from react-router must be listed here:
// mf/sharing.test.ts checks.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  generatePath,
  matchPath,
  parsePath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-full';
