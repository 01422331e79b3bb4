import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../api/use-tasks';

// The portal's StatusTag knows the pipeline's statuses (New, Won …); a task's own four get theirs here.
const COLORS: Record<TaskStatus, string> = { not_started: 'default', in_progress: 'processing', completed: 'success', deferred: 'warning' };

export interface TaskStatusTagProps {
  status: TaskStatus;
}

/** A task's status in the current language. */
export function TaskStatusTag({ status }: TaskStatusTagProps) {
  const { t } = useTranslation('opportunities');
  return <Tag color={COLORS[status]}>{t(`taskStatus.${status}`)}</Tag>;
}
