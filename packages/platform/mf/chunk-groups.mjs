// Which modules go into the `base` chunk (issue 9): what every page of the portal runs on, the
// login page included, in one file instead of some thirty. Only what every page needs belongs
// here: a module in this file costs every first visit its bytes, and a shared library it uses is
// fetched with it.

const sep = String.raw`[\\/]`;
const inPackages = (names) => new RegExp(`${sep}node_modules${sep}(${names.join('|')})${sep}`);

/** React, the router, i18n, state, the API client and antd's CSS-in-JS: every page. */
const LIBRARIES = inPackages([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'use-sync-external-store',
  'jotai',
  String.raw`@ant-design${sep}cssinjs`,
  'stylis',
  String.raw`@emotion${sep}(hash|unitless)`,
  'openapi-fetch',
]);

/**
 * antd's core: config provider, theme, locales, shared utilities and motion, and what each
 * component builds on (rc-component's util, motion, resize observer, portal, context).
 */
const ANTD_CORE = new RegExp(
  `${sep}node_modules${sep}(` +
    [
      String.raw`antd${sep}es${sep}(_util|config-provider|theme|locale|style|version|space)${sep}`,
      // What every page draws: the layout, buttons, the language switch, a spinner, flex boxes.
      String.raw`antd${sep}es${sep}(layout|button|segmented|spin|flex|app${sep}style)${sep}`,
      String.raw`@rc-component${sep}segmented${sep}`,
      String.raw`@rc-component${sep}(util|motion|resize-observer|portal|context)${sep}`,
      String.raw`@ant-design${sep}(cssinjs-utils|colors|fast-color)${sep}`,
      String.raw`@babel${sep}runtime${sep}`,
      String.raw`clsx${sep}`,
      String.raw`react-is${sep}`,
      String.raw`is-mobile${sep}`,
      String.raw`antd${sep}es${sep}[^\\/]+${sep}locale${sep}`,
      String.raw`@rc-component${sep}[^\\/]+${sep}es${sep}locale${sep}`,
    ].join('|') +
    ')',
);

/** The platform's session, i18n, providers, toasts, URL contract and API client (not its query hooks, forms or files). */
const PLATFORM = new RegExp(
  String.raw`${sep}packages${sep}platform${sep}(src${sep}(api${sep}(api|handle-problem)\.ts|(i18n|notify|providers|routing|session)${sep})|mf${sep}react-router-client)`,
);
const API_CLIENT = new RegExp(String.raw`${sep}packages${sep}api-client${sep}src${sep}(?!queries)`);

/** antd's icon machinery and the icons its everyday parts draw (the layout's, an input's, a spinner's). */
const ICONS = new RegExp(
  String.raw`${sep}node_modules${sep}@ant-design${sep}icons(${sep}es${sep}(components|utils)|(-svg)?${sep}es${sep}(icons|asn)${sep}(BarsOutlined|CloseCircleFilled|LeftOutlined|LoadingOutlined|RightOutlined|SearchOutlined)\.js)`,
);

/** @param {{ nameForCondition?: () => string | null, resource?: string }} module */
export function isBaseModule(module) {
  const path = module.nameForCondition?.() ?? module.resource ?? '';
  if (!path) return false;
  return LIBRARIES.test(path) || ANTD_CORE.test(path) || PLATFORM.test(path) || API_CLIENT.test(path) || ICONS.test(path);
}
