import { Flex, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_PRIORITIES, type TaskPriority } from '../../api/use-tasks';
import type { TaskState } from './use-task-list-params';

export interface TaskFiltersProps {
  mine: boolean;
  state: TaskState;
  priority: TaskPriority | null;
  onMineChange: (mine: boolean) => void;
  onStateChange: (state: TaskState) => void;
  onPriorityChange: (priority: TaskPriority | null) => void;
}

const STATES: readonly TaskState[] = ['open', 'completed', 'all'];
const ANY = 'any';

/** Whose tasks (all, or the signed-in admin's), open or completed, and which priority. */
export function TaskFilters({ mine, state, priority, onMineChange, onStateChange, onPriorityChange }: TaskFiltersProps) {
  const { t } = useTranslation('opportunities');
  return (
    <Flex gap={12} wrap align="center">
      <Segmented<'all' | 'mine'>
        aria-label={t('tasks.list.whoseLabel')}
        // Its own radio group name: two groups sharing one would uncheck each other.
        name="task-whose"
        size="large"
        value={mine ? 'mine' : 'all'}
        onChange={(next) => onMineChange(next === 'mine')}
        options={[
          { value: 'all', label: t('tasks.list.whose.all') },
          { value: 'mine', label: t('tasks.list.whose.mine') },
        ]}
      />
      <Segmented<TaskState>
        aria-label={t('tasks.list.stateLabel')}
        name="task-state"
        value={state}
        onChange={onStateChange}
        options={STATES.map((value) => ({ value, label: t(`tasks.list.state.${value}`) }))}
      />
      <Select<TaskPriority | typeof ANY>
        aria-label={t('tasks.list.priorityLabel')}
        value={priority ?? ANY}
        onChange={(next) => onPriorityChange(next === ANY ? null : next)}
        style={{ minWidth: 160 }}
        options={[
          { value: ANY, label: t('tasks.list.anyPriority') },
          ...TASK_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) })),
        ]}
      />
    </Flex>
  );
}
