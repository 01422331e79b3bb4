import { routeUrl, useLanguage } from '@portal/platform';
import type { DataTableColumn } from '@portal/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task, TaskSortField } from '../../api/use-tasks';
import { formatDate, formatDateTime, isOverdue } from '../../shared/record-dates';
import { RelatedRecords } from '../../shared/related-records';
import { TaskPriorityTag } from '../../shared/task-priority-tag';
import { TaskStatusTag } from '../../shared/task-status-tag';

type TaskColumn = DataTableColumn<Task> & { key: TaskSortField | 'assignee' | 'related' | 'reminder' };

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * The list's columns; a column's `key` is the server's sort field where the server sorts by it.
 * On a phone the subject (a link) and the status remain; the reminder shows on wide screens.
 */
export function useTaskColumns(): TaskColumn[] {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  return [
    {
      key: 'subject',
      title: t('tasks.list.columns.subject'),
      sorter: true,
      // What the task is: shown whole, wrapping between words, never cut with "…".
      ellipsis: false,
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, task) => (
        <Link to={routeUrl('editTask', { id: task.id })} onClick={(event) => event.stopPropagation()}>
          {task.subject}
        </Link>
      ),
    },
    {
      key: 'due_date',
      title: t('tasks.list.columns.due_date'),
      sorter: true,
      kind: 'date',
      priority: 'high',
      render: (_, task) => {
        if (!task.due_date) return none;
        const date = <time dateTime={task.due_date}>{formatDate(task.due_date, language)}</time>;
        // Red alone would not reach everyone; the word says it too, on a line of its own so that
        // the date keeps its width.
        return isOverdue(task) ? (
          <Typography.Text type="danger" strong>
            {date}
            <br />
            {t('tasks.list.overdue')}
          </Typography.Text>
        ) : (
          date
        );
      },
    },
    {
      key: 'priority',
      title: t('tasks.list.columns.priority'),
      sorter: true,
      kind: 'tag',
      priority: 'high',
      render: (_, task) => <TaskPriorityTag priority={task.priority} />,
    },
    { key: 'status', title: t('tasks.list.columns.status'), sorter: true, kind: 'tag', render: (_, task) => <TaskStatusTag status={task.status} /> },
    { key: 'assignee', title: t('tasks.list.columns.assignee'), priority: 'medium', render: (_, task) => task.assignee.name },
    {
      key: 'related',
      title: t('tasks.list.columns.related'),
      priority: 'medium',
      render: (_, task) => <RelatedRecords contact={task.contact} account={task.account} opportunity={task.opportunity} />,
    },
    {
      key: 'reminder',
      title: t('tasks.list.columns.reminder'),
      kind: 'dateTime',
      priority: 'low',
      render: (_, task) => (task.reminder_at ? <time dateTime={task.reminder_at}>{formatDateTime(task.reminder_at, language)}</time> : none),
    },
    {
      key: 'created_at',
      title: t('tasks.list.columns.created_at'),
      sorter: true,
      kind: 'date',
      priority: 'medium',
      render: (_, task) => <time dateTime={task.created_at}>{formatDate(task.created_at, language)}</time>,
    },
  ];
}
