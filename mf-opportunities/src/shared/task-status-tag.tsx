import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../api/use-tasks';

// The portal's StatusTag knows the pipeline's statuses (New, Won …); a task's own four get theirs here.
// Palette colours, not antd's status ones (success, processing, warning): the portal's theme darkens
// the palettes' text shade to 4.5:1 on the tag's own background, antd's status texts stay at 2–3.7:1.
const COLORS: Record<TaskStatus, string> = { not_started: 'default', in_progress: 'blue', completed: 'green', deferred: 'gold' };

export interface TaskStatusTagProps {
  status: TaskStatus;
}

/** A task's status in the current language. */
export function TaskStatusTag({ status }: TaskStatusTagProps) {
  const { t } = useTranslation('opportunities');
  return <Tag color={COLORS[status]}>{t(`taskStatus.${status}`)}</Tag>;
}
