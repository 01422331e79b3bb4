import { PlusOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink, DataTable, serverTableProps, PageFrame, SearchBox } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTasks, type Task, type TaskSortField } from '../../api/use-tasks';
import { TaskFilters } from './task-filters';
import { useTaskColumns } from './use-task-columns';
import { filtersForState, priorityOf, taskStateOf, toTasksQuery, useTaskListParams } from './use-task-list-params';

/** `/tasks`: every task (or the signed-in admin's), searched, filtered, sorted and paged on the server, its state in the URL. */
export function TaskListPage() {
  const { t } = useTranslation('opportunities');
  const navigate = useNavigate();
  const { params, update } = useTaskListParams();
  const tasks = useTasks(toTasksQuery(params));
  const columns = useTaskColumns();
  const { filters } = params;

  return (
    <PageFrame
      title={t('tasks.list.title')}
      subtitle={t('tasks.list.subtitle')}
      extra={
        <ButtonLink type="primary" to={routeUrl('addTask')} icon={<PlusOutlined aria-hidden />}>
          {t('tasks.list.add')}
        </ButtonLink>
      }
    >
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <TaskFilters
          mine={filters.mine === 'true'}
          state={taskStateOf(filters)}
          priority={priorityOf(filters)}
          onMineChange={(mine) => update({ filters: { ...filters, mine: mine ? 'true' : undefined }, page: 1 })}
          onStateChange={(state) => update({ filters: filtersForState(filters, state), page: 1 })}
          onPriorityChange={(priority) => update({ filters: { ...filters, priority: priority ?? undefined }, page: 1 })}
        />
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('tasks.list.searchLabel')}
          placeholder={t('tasks.list.searchPlaceholder')}
        />
      </Flex>
      <DataTable<Task, TaskSortField>
        label={t('tasks.list.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(tasks, { params, update })}
        onRowClick={(task) => navigate(routeUrl('editTask', { id: task.id }))}
      />
    </PageFrame>
  );
}
