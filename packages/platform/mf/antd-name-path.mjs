// antd's `toNamePathStr` (antd/es/form/hooks/useForm.js), the one thing antd's Radio.Group takes
// from its form hooks: a field's name as an id part (`['a', 'b']` → `a_b`). Given to the radio
// group alone in place of that file (rspack-config.mjs), so that a radio group outside a form does
// not bring rc-form's store and scroll-into-view with it (issue 9; antd-name-path.test.ts compares it with antd's).
export function toNamePathStr(name) {
  const namePath = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return namePath.join('_');
}
