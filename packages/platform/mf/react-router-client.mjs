// react-router as the portal shares it: the browser routers and the components, hooks and
// helpers the portal uses or is likely to (issue 9), so the bundler drops the rest (the framework
// and data-mode APIs nobody calls: loaders' and actions' hooks, fetchers, forms, scroll
// restoration, server helpers). A name used from react-router must be listed here:
// mf/sharing.test.ts checks.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Router,
  RouterProvider,
  UNSAFE_DataRouterContext,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  matchPath,
  parsePath,
  useBlocker,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-full';
