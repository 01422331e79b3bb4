import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskPriority } from '../api/use-tasks';

const COLORS: Record<TaskPriority, string> = { low: 'default', normal: 'blue', high: 'red' };

export interface TaskPriorityTagProps {
  priority: TaskPriority;
}

/** A task's priority, high standing out in red. */
export function TaskPriorityTag({ priority }: TaskPriorityTagProps) {
  const { t } = useTranslation('opportunities');
  return <Tag color={COLORS[priority]}>{t(`priority.${priority}`)}</Tag>;
}
