import { routeUrl, useLanguage } from '@portal/platform';
import { Alert, Button, Empty, Flex, Skeleton, Typography, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTasks } from '../../api/use-tasks';
import { formatDate, isOverdue } from '../../shared/record-dates';
import { TaskPriorityTag } from '../../shared/task-priority-tag';

/** How many of the signed-in admin's open tasks the card lists. */
export const MY_TASKS_SHOWN = 5;

/** Admin dashboard card: the signed-in admin's open tasks, soonest due first, overdue ones marked. */
export function MyTasksWidget() {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const tasks = useTasks({ mine: true, open: true, sort: 'due_date', order: 'asc', per_page: MY_TASKS_SHOWN });

  const body = () => {
    if (tasks.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    if (tasks.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('widget.loadFailed')}
          action={<Button onClick={() => void tasks.refetch()}>{t('widget.retry')}</Button>}
        />
      );
    }
    if (tasks.data.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.empty')} />;
    return (
      <>
        <Typography.Text type="secondary">
          {/* The list stops counting at 10 000 (`total_capped`): "10 000+ öppna uppgifter". */}
          {tasks.data.total_capped
            ? t('widget.countCapped', { total: new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE').format(tasks.data.total) })
            : t('widget.count', { count: tasks.data.total })}
        </Typography.Text>
        <ul aria-label={t('widget.listLabel')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {tasks.data.data.map((task) => {
            const overdue = isOverdue(task);
            return (
              <li key={task.id} style={{ padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
                <Flex justify="space-between" gap={12} align="baseline">
                  <div style={{ minWidth: 0 }}>
                    <Link to={routeUrl('editTask', { id: task.id })}>{task.subject}</Link>
                    <Typography.Text type={overdue ? 'danger' : 'secondary'} strong={overdue} style={{ display: 'block' }}>
                      {task.due_date ? (
                        <time dateTime={task.due_date}>{t('widget.due', { date: formatDate(task.due_date, language) })}</time>
                      ) : (
                        t('widget.noDueDate')
                      )}
                      {/* Red alone would not reach everyone; the word says it too. */}
                      {overdue && ` · ${t('widget.overdue')}`}
                    </Typography.Text>
                  </div>
                  <TaskPriorityTag priority={task.priority} />
                </Flex>
              </li>
            );
          })}
        </ul>
      </>
    );
  };

  return (
    <Card title={t('widget.title')} extra={<Link to={`${routeUrl('tasks')}?mine=true`}>{t('widget.showAll')}</Link>}>
      {body()}
    </Card>
  );
}
