import { Select } from 'antd';

/** antd's Select, fetched when a deferred select is first used (deferred-select.tsx). */
export const realSelect = Select;
