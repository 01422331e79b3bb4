// @ant-design/cssinjs as the portal shares it: what antd, its icons and rc-component import from it
// (and StyleProvider), without its server-rendering extraction, linters and legacy transformers
// (issue 9). mf/sharing.test.ts checks the list against the names those packages import.
export {
  Keyframes,
  StyleContext,
  StyleProvider,
  createTheme,
  getComputedToken,
  token2CSSVar,
  unit,
  useCSSVarRegister,
  useCacheToken,
  useStyleRegister,
} from 'ant-design-cssinjs-full';
