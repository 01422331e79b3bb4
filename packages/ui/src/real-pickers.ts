import { DatePicker, TimePicker } from 'antd';

/** antd's date and time pickers, fetched when a deferred picker is first used (deferred-picker.tsx). */
export const realPickers = { date: DatePicker, time: TimePicker };
