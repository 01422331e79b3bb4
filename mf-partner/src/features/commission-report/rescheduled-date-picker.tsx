import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export interface RescheduledDatePickerProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  'aria-invalid'?: boolean;
}

/** Today and the days before it cannot be chosen: the new date is after today (the server checks again). */
export const notAfterToday = (day: Dayjs) => !day.isAfter(dayjs(), 'day');

/** The new date of a rescheduled event: antd's DatePicker, fetched only when "rescheduled" is chosen. */
export function RescheduledDatePicker(props: RescheduledDatePickerProps) {
  return <DatePicker {...props} disabledDate={notAfterToday} format="YYYY-MM-DD" style={{ width: 220 }} />;
}
