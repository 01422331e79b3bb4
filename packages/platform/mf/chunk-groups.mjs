// How the scripts a page loads are grouped into files (issue 9). antd, its icons and the @portal
// packages are shared per file, so left alone the bundler makes a chunk for nearly every
// combination of them: a page would fetch 60-100 small files, each a response with its own
// ~350 bytes of headers and its own brotli window. These groups put what pages use together into
// one file each. A module in a group costs every page that loads the group its bytes, and a
// shared library it uses is fetched with it: a group holds only what its pages use anyway.
//
// base    every page, the login page included: React, the router, i18n, jotai, dayjs, the
//         federation runtime, the platform's session, i18n, plain providers, API client and its
//         small form and file helpers, and its entry points themselves (needed at once: a file of
//         their own was one more round trip before the first paint);
// antdCore every page but the plain ones (issue 25): antd's CSS-in-JS and core, what every other
//         page draws (layout, buttons, the language switch (antd's Segmented; its tooltip is in
//         popups), spinners, the grid), the platform's
//         antd providers, and the icons nearly every such page draws;
// queries every page but the plain ones (the login page, the request form): TanStack Query;
// popups  antd's Tooltip and Popover: pages that draw a tooltip or popover at once;
// app     every page but the login page: antd's Typography, a module's page frame, a module's page;
// inputs  a text input and a search box (the login page, forms, lists);
// fields  the rest of antd's Input and a form field's frame (the login page, forms);
// chrome  the signed-in layout: the header's controls, the page heading;
// menu    antd's Menu and Dropdown (the sidebar; a table's filter dropdown, a card's tabs' overflow menu);
// table   lists: antd's Table with its filters, tree, pagination, the list helpers;
// choices checkbox, radio, switch, and a select's styles and arrow (tables and forms use them);
// select  antd's Select: rc-select and its virtual list (a table's page size, filters, form fields;
//         ). rc-overflow, which it uses, is left a file of
//         its own: the signed-in sidebar's Menu imports it too, and would bring the whole select;
// forms   antd's form engine: Form, Form.Item, rc-form's store and fields, async-validator, scrolling to a field;
// pickers date and time pickers, their styles and icons.

const sep = String.raw`[\\/]`;
const any = (parts) => new RegExp(parts.join('|'));
const nm = (pattern) => String.raw`${sep}node_modules${sep}(${pattern})${sep}`;
const antd = (dirs) => String.raw`${sep}node_modules${sep}antd${sep}es${sep}(${dirs})(${sep}|\.js$)`;
const rc = (names) => String.raw`${sep}node_modules${sep}@rc-component${sep}(${names})${sep}`;
const icons = (names) =>
  String.raw`${sep}node_modules${sep}@ant-design${sep}icons(-svg)?${sep}es${sep}(icons|asn)${sep}(${names.join('|')})\.js$`;
const ui = (files) => String.raw`${sep}packages${sep}ui${sep}src${sep}(${files})\.tsx?$`;
const shell = (files) => String.raw`${sep}shell${sep}src${sep}(${files})\.tsx?$`;

const GROUPS = {
  base: any([
    nm(
      [
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
        'dayjs',
        'openapi-fetch',
        String.raw`@babel${sep}runtime`,
        'clsx',
        'react-is',
        'is-mobile',
        'throttle-debounce',
      ].join('|'),
    ),
    nm(String.raw`@module-federation${sep}enhanced`),
    // (Not providers/portal-providers.tsx: the QueryClient's wrapper for a module's standalone page;
    // nor antd's providers: they are antd's, below.)
    String.raw`${sep}packages${sep}platform${sep}(src${sep}((index|core)\.ts$|api${sep}(api|handle-problem)\.ts|providers${sep}(base-providers|portal-theme)\.tsx?|(i18n|notify|routing|session|forms|files)${sep})|mf${sep}(react-router|react-i18next)-client)`,
    String.raw`${sep}packages${sep}api-client${sep}src${sep}(?!queries)`,
    ui('money-format|fetch-once'),
  ]),
  // antd's core: every page but the plain ones (issue 25: the customer's pages paint without antd).
  // antd's CSS-in-JS, its theme, config and locale, what every signed-in page draws (layout,
  // buttons, the language switch, spinners, the grid), the platform's antd providers and the icons
  // nearly every such page draws.
  antdCore: any([
    nm([String.raw`@ant-design${sep}(cssinjs|cssinjs-utils|colors|fast-color)`, 'stylis', String.raw`@emotion${sep}(hash|unitless)`].join('|')),
    // (The signed-in header's language switch is antd's Segmented.)
    antd(String.raw`_util|config-provider|theme|locale|style|version|space|layout|button|spin|flex|app${sep}style|grid|row|col|empty|segmented`),
    String.raw`${sep}antd${sep}es${sep}[^\\/]+${sep}locale${sep}`,
    String.raw`${sep}antd${sep}es${sep}(color-picker${sep}(color|util|components${sep}ColorPresets)|form${sep}(context|validateMessagesContext|hooks${sep}useVariants)|table${sep}TableMeasureRowContext)\.js$`,
    rc('util|motion|resize-observer|portal|context|segmented|trigger'),
    // antd's ConfigProvider places every popup through the tooltip's UniqueProvider (and the trigger).
    String.raw`${sep}antd${sep}es${sep}tooltip${sep}UniqueProvider${sep}`,
    String.raw`${sep}@rc-component${sep}[^\\/]+${sep}es${sep}locale${sep}`,
    String.raw`${sep}@rc-component${sep}color-picker${sep}es${sep}color\.js$`,
    String.raw`${sep}node_modules${sep}@ant-design${sep}icons${sep}es${sep}(components|utils|renderUtils\.js|cssUtils\.js)`,
    // antd's locale sets the confirm dialogs' texts.
    String.raw`${sep}antd${sep}es${sep}modal${sep}locale\.js$`,
    icons([
      'BarsOutlined',
      'CloseCircleFilled',
      'LeftOutlined',
      'LoadingOutlined',
      'RightOutlined',
      'CheckCircleFilled',
      'ExclamationCircleFilled',
      'InfoCircleFilled',
      'WarningFilled',
      'CheckOutlined',
      'CloseOutlined',
    ]),
    String.raw`${sep}@rc-component${sep}form${sep}es${sep}FormContext\.js$`,
    String.raw`${sep}packages${sep}platform${sep}(src${sep}providers${sep}(antd-providers|app-root|clear-buttons)\.tsx?|mf${sep}cssinjs-client)`,
  ]),
  // antd's Tooltip and Popover (the trigger under them is in base: antd's ConfigProvider uses it).
  // Not on a page's first visit unless it draws one (issue 9).
  popups: any([antd('tooltip|popover'), rc('tooltip')]),
  // TanStack Query and the portal's query hooks: every page but the plain ones (login, the request form).
  queries: any([
    nm(String.raw`@tanstack${sep}(query-core|react-query)|openapi-react-query`),
    String.raw`${sep}packages${sep}(platform${sep}(src${sep}api${sep}(queries\.ts|query-provider\.tsx)|mf${sep}tanstack-client\.mjs)|api-client${sep}src${sep}queries\.ts)$`,
    shell(String.raw`routing${sep}with-queries`),
  ]),
  app: any([
    // antd's Typography (its text area for editing is antd's Input's, in fields; its tooltip in popups).
    antd('typography'),
    ui('use-lazy-overlay'),
    shell(String.raw`routing${sep}(remote-page|remote-boundary)`),
  ]),
  // A text input and a search box (a list's): antd's Input and Input.Search files themselves.
  inputs: any([
    String.raw`${sep}antd${sep}es${sep}input${sep}(Input|Search|Group|utils|hooks${sep}useRemovePasswordTimeout|style${sep}(index|variants|token|search))\.js$`,
    String.raw`${sep}@rc-component${sep}input${sep}es${sep}(index\.js|BaseInput|Input|utils|hooks)`,
    icons(['SearchOutlined']),
  ]),
  // The rest of antd's Input (text area, password, code) and a form field's frame (the login page, forms).
  fields: any([
    antd('input'),
    // The portal's number field and its rules (the request form, every record form).
    ui('number-input|use-form-rules'),
    String.raw`${sep}antd${sep}es${sep}form${sep}(FormItemInput|ErrorList|style${sep}|hooks${sep}useDebounce)`,
    rc('input|textarea'),
    icons(['EyeOutlined', 'EyeInvisibleOutlined']),
  ]),
  chrome: any([
    antd('progress|avatar|badge'),
    rc('progress'),
    icons(['BellOutlined', 'EllipsisOutlined', 'HistoryOutlined', 'MenuOutlined', 'UserOutlined']),
    ui('page-frame'),
    shell(String.raw`guards${sep}use-session-check|header${sep}(use-language-sync|activity-log|notification-bell|progress-indicator|user-menu|portal-header)|layouts${sep}(area-layout|sidebar|menu-button|use-wide-screen)`),
  ]),
  // antd's Menu and Dropdown: the signed-in sidebar, a table's filter dropdown, and antd's Card's
  // Tabs (their overflow menu), so that a page with a card and no list does not fetch the table.
  menu: any([antd('menu|dropdown'), rc('menu|dropdown')]),
  table: any([
    antd('table|tree|pagination'),
    rc('table|tree|pagination'),
    icons([
      'CaretDownFilled',
      'CaretDownOutlined',
      'CaretUpOutlined',
      'DoubleLeftOutlined',
      'DoubleRightOutlined',
      'FileOutlined',
      'FilterFilled',
      'FolderOpenOutlined',
      'FolderOutlined',
      'HolderOutlined',
      'MinusSquareOutlined',
      'PlusSquareOutlined',
    ]),
    ui('data-table|use-list-params|search-box'),
  ]),
  // Choices (a table's selection, filters, form fields), and a select's styles and arrow, which
  // every select uses. A radio group takes its one helper from antd's form hooks
  // alone (antd-name-path.mjs), so rc-form's store stays with the forms.
  choices: any([
    antd('checkbox|radio|switch'),
    String.raw`${sep}packages${sep}platform${sep}mf${sep}antd-name-path\.mjs$`,
    rc('checkbox|switch'),
    String.raw`${sep}antd${sep}es${sep}select${sep}style${sep}`,
    icons(['DownOutlined']),
  ]),
  // antd's Select but its styles.
  select: any([String.raw`${sep}antd${sep}es${sep}select(${sep}(?!style${sep})|\.js$)`, rc('select|virtual-list')]),
  forms: any([antd('form'), rc('form|async-validator'), nm('scroll-into-view-if-needed|compute-scroll-into-view')]),
  pickers: any([antd('date-picker|time-picker|calendar'), rc('picker'), icons(['CalendarOutlined', 'ClockCircleOutlined', 'SwapRightOutlined'])]),
};

/**
 * The rspack splitChunks cache groups: one file per group, before the bundler's own splitting.
 * @param {{ except?: (path: string) => boolean }} [options] modules left to the bundler's own
 *   splitting. A module's build leaves out its fallback copies of the singletons (shared.mjs
 *   `isSingletonFile`): grouped with leaf code, a module's own copy of a component the shell lacks
 *   would fetch them along (never run, but a second copy in the tab).
 */
export function chunkGroups({ except = () => false } = {}) {
  return Object.fromEntries(
    Object.entries(GROUPS).map(([name, pattern], index) => [
      name,
      {
        test: (module) => {
          const path = module.nameForCondition?.() ?? module.resource ?? '';
          return Boolean(path) && pattern.test(path) && !except(path);
        },
        name,
        enforce: true,
        // The first group a module matches wins.
        priority: 100 - index,
      },
    ]),
  );
}

/** For tests: the group a module's path falls into, if any. */
export function groupOf(path) {
  return Object.entries(GROUPS).find(([, pattern]) => pattern.test(path))?.[0];
}
