import { groupOf } from './chunk-groups.mjs';

const nm = (path: string) => `/repo/node_modules/.pnpm/x@1/node_modules/${path}`;

describe('chunk groups (issue 9)', () => {
  it.each([
    [nm('react-dom/cjs/react-dom-client.production.js'), 'base'],
    [nm('antd/es/config-provider/index.js'), 'antdCore'],
    // Every page's language switch (antd's Segmented) imports the tooltip.
    [nm('antd/es/tooltip/index.js'), 'popups'],
    [nm('@rc-component/trigger/es/index.js'), 'antdCore'],
    [nm('antd/es/tooltip/UniqueProvider/index.js'), 'antdCore'],
    [nm('antd/es/segmented/style/index.js'), 'antdCore'],
    [nm('antd/es/segmented/index.js'), 'antdCore'],
    // antd's form context, which every input reads, imports rc-form's context only.
    [nm('antd/es/form/context.js'), 'antdCore'],
    [nm('@rc-component/form/es/FormContext.js'), 'antdCore'],
    [nm('@ant-design/icons/es/icons/LoadingOutlined.js'), 'antdCore'],
    ['/repo/packages/platform/src/session/store.ts', 'base'],
    // A plain page (issue 25) runs on base alone: the platform's plain providers there, antd's in antdCore.
    ['/repo/packages/platform/src/providers/base-providers.tsx', 'base'],
    ['/repo/packages/platform/src/providers/portal-theme.ts', 'base'],
    ['/repo/packages/platform/src/providers/antd-providers.tsx', 'antdCore'],
    ['/repo/packages/platform/src/providers/app-root.tsx', 'antdCore'],
    [nm('@ant-design/cssinjs/es/index.js'), 'antdCore'],
    ['/repo/packages/platform/mf/react-router-client.mjs', 'base'],
    ['/repo/packages/platform/mf/react-i18next-client.mjs', 'base'],
    ['/repo/packages/platform/mf/cssinjs-client.mjs', 'antdCore'],
    ['/repo/packages/platform/mf/tanstack-client.mjs', 'queries'],
    [nm('@tanstack/query-core/build/modern/index.js'), 'queries'],
    ['/repo/packages/platform/src/api/query-provider.tsx', 'queries'],
    [nm('antd/es/typography/Typography.js'), 'app'],
    [nm('antd/es/typography/index.js'), 'app'],
    [nm('antd/es/typography/Base/index.js'), 'app'],
    [nm('antd/es/input/Input.js'), 'inputs'],
    [nm('antd/es/input/Search.js'), 'inputs'],
    [nm('antd/es/input/TextArea.js'), 'fields'],
    [nm('antd/es/input/index.js'), 'fields'],
    [nm('antd/es/form/FormItemInput.js'), 'fields'],
    [nm('antd/es/menu/index.js'), 'menu'],
    // antd's Card imports Tabs, whose overflow menu is a Dropdown: not the table with it.
    [nm('antd/es/dropdown/dropdown.js'), 'menu'],
    [nm('@rc-component/dropdown/es/index.js'), 'menu'],
    [nm('antd/es/progress/style/index.js'), 'chrome'],
    [nm('antd/es/progress/progress.js'), 'chrome'],
    [nm('antd/es/avatar/Avatar.js'), 'chrome'],
    ['/repo/shell/src/header/portal-header.tsx', 'chrome'],
    [nm('antd/es/table/index.js'), 'table'],
    // antd's Select is a group of its own; its styles and arrow are in choices.
    [nm('antd/es/select/index.js'), 'select'],
    [nm('antd/es/select/useIcons.js'), 'select'],
    [nm('@rc-component/select/es/Select.js'), 'select'],
    [nm('@rc-component/virtual-list/es/List.js'), 'select'],
    [nm('antd/es/select/style/index.js'), 'choices'],
    [nm('antd/es/select/style/select-input.js'), 'choices'],
    [nm('@ant-design/icons/es/icons/DownOutlined.js'), 'choices'],
    [nm('@ant-design/icons-svg/es/asn/DownOutlined.js'), 'choices'],
    [nm('antd/es/radio/index.js'), 'choices'],
    [nm('antd/es/checkbox/index.js'), 'choices'],
    [nm('antd/es/switch/index.js'), 'choices'],
    [nm('antd/es/form/hooks/useForm.js'), 'forms'],
    [nm('@rc-component/form/es/useForm.js'), 'forms'],
    [nm('antd/es/form/Form.js'), 'forms'],
    [nm('@rc-component/form/es/Field.js'), 'forms'],
    [nm('@rc-component/async-validator/es/index.js'), 'forms'],
    [nm('antd/es/date-picker/index.js'), 'pickers'],
    [nm('@rc-component/picker/es/PickerInput/SinglePicker.js'), 'pickers'],
    [nm('antd/es/date-picker/style/index.js'), 'pickers'],
    [nm('antd/es/date-picker/style/panel.js'), 'pickers'],
    [nm('@ant-design/icons/es/icons/CalendarOutlined.js'), 'pickers'],
    [nm('@ant-design/icons-svg/es/asn/ClockCircleOutlined.js'), 'pickers'],
  ])('puts %s into %s', (path, group) => {
    expect(groupOf(path)).toBe(group);
  });

  it.each([
    // A module's standalone page wraps itself in the QueryClient: not every page's.
    '/repo/packages/platform/src/providers/portal-providers.tsx',
    // The header's popups are fetched on first use.
    '/repo/shell/src/header/notification-popover.tsx',
    // A module's own code is its own.
    '/repo/mf-leads/src/features/lead-list/lead-list-page.tsx',
    nm('@ant-design/icons/es/icons/PlusOutlined.js'),
    // Select and the menu (every signed-in page's sidebar) use it: a file of its own.
    nm('@rc-component/overflow/es/index.js'),
    // Not antd's TreeSelect, whose folder name begins alike.
    nm('antd/es/tree-select/index.js'),
  ])('leaves %s to the bundler', (path) => {
    expect(groupOf(path)).toBeUndefined();
  });
});
