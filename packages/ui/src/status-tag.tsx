import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  New: 'blue',
  Open: 'blue',
  Converted: 'green',
  Won: 'green',
  Discarded: 'default',
  Lost: 'red',
  Closed: 'default',
};

export interface StatusTagProps {
  /** The status as the API names it. */
  status: string;
  /** Its text in the current language. */
  label: string;
}

/** A status in a colour that means the same across the portal. */
export function StatusTag({ status, label }: StatusTagProps) {
  return <Tag color={COLORS[status] ?? 'default'}>{label}</Tag>;
}
