import { PlusOutlined } from '@ant-design/icons';
import { routeUrl, useLanguage } from '@portal/platform';
import { ButtonLink } from '@portal/ui';
import { Alert, Button, Col, Flex, Row, Skeleton, Typography, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opportunity } from '../../api/use-opportunities';
import { useNotes } from '../../api/use-notes';
import { useTasks } from '../../api/use-tasks';
import { formatDate, isOverdue } from '../../shared/record-dates';
import { TaskStatusTag } from '../../shared/task-status-tag';

/** As many as an opportunity plausibly has; more are counted, and the lists stay short. */
const SHOWN = 20;

export interface OpportunityRecordsProps {
  opportunity: Opportunity;
}

/** `/add-task?opportunity_id=12&account_id=4&contact_id=9`: about this opportunity and its customer. */
function newRecordQuery(o: Opportunity): string {
  const query = new URLSearchParams({ opportunity_id: String(o.id) });
  if (o.account_id !== null) query.set('account_id', String(o.account_id));
  if (o.contact_id !== null) query.set('contact_id', String(o.contact_id));
  return `?${query.toString()}`;
}

interface RecordCardProps {
  title: string;
  headingId: string;
  addLabel: string;
  addTo: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  total: number | undefined;
  empty: string;
  loadError: string;
  children: ReactNode;
}

/** One list's card: its heading and New button, then its loading, error, empty or filled state. */
function RecordCard({ title, headingId, addLabel, addTo, query, total, empty, loadError, children }: RecordCardProps) {
  const { t } = useTranslation('opportunities');
  let body: ReactNode = children;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={loadError}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('records.retry')}
          </Button>
        }
      />
    );
  else if (total === 0) body = <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Card
      title={
        <h2 id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {title}
          {total !== undefined && total > 0 ? ` (${total})` : ''}
        </h2>
      }
      extra={
        <ButtonLink to={addTo} size="small" icon={<PlusOutlined aria-hidden />}>
          {addLabel}
        </ButtonLink>
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8 } }}
    >
      <section aria-labelledby={headingId}>
        {body}
        {total !== undefined && total > SHOWN && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('records.more', { count: total - SHOWN })}
          </Typography.Paragraph>
        )}
      </section>
    </Card>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const itemStyle = { padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/**
 * The notes and tasks linked to an opportunity, each a link to its page, with "New task" and
 * "New note" opening their forms with this opportunity (and its customer) preselected.
 */
export function OpportunityRecords({ opportunity }: OpportunityRecordsProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const tasks = useTasks({ opportunity_id: opportunity.id, per_page: SHOWN, sort: 'due_date', order: 'asc' });
  const notes = useNotes({ opportunity_id: opportunity.id, per_page: SHOWN, sort: 'created_at', order: 'desc' });
  const query = newRecordQuery(opportunity);

  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} lg={12}>
        <RecordCard
          title={t('records.tasks')}
          headingId="opportunity-tasks"
          addLabel={t('records.newTask')}
          addTo={`${routeUrl('addTask')}${query}`}
          query={tasks}
          total={tasks.data?.total}
          empty={t('records.noTasks')}
          loadError={t('records.tasksFailed')}
        >
          <ul style={listStyle}>
            {tasks.data?.data.map((task) => {
              const overdue = isOverdue(task);
              return (
                <li key={task.id} style={itemStyle}>
                  <Flex wrap gap={8} align="center" justify="space-between">
                    <Link to={routeUrl('editTask', { id: task.id })}>{task.subject}</Link>
                    <Flex wrap gap={8} align="center">
                      <Typography.Text type={overdue ? 'danger' : 'secondary'}>
                        {task.due_date ? t('records.due', { date: formatDate(task.due_date, language) }) : t('records.noDueDate')}
                        {overdue && ` · ${t('records.overdue')}`}
                      </Typography.Text>
                      <TaskStatusTag status={task.status} />
                    </Flex>
                  </Flex>
                </li>
              );
            })}
          </ul>
        </RecordCard>
      </Col>
      <Col xs={24} lg={12}>
        <RecordCard
          title={t('records.notes')}
          headingId="opportunity-notes"
          addLabel={t('records.newNote')}
          addTo={`${routeUrl('addNote')}${query}`}
          query={notes}
          total={notes.data?.total}
          empty={t('records.noNotes')}
          loadError={t('records.notesFailed')}
        >
          <ul style={listStyle}>
            {notes.data?.data.map((note) => (
              <li key={note.id} style={itemStyle}>
                <Flex wrap gap={8} align="center" justify="space-between">
                  <Link to={routeUrl('editNote', { id: note.id })}>{note.subject}</Link>
                  <Typography.Text type="secondary">
                    {t('records.noteBy', { date: formatDate(note.created_at.slice(0, 10), language), author: note.author?.name ?? '–' })}
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        </RecordCard>
      </Col>
    </Row>
  );
}
