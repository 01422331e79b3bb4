import type { Schemas } from '@portal/api-client';
import { $api, useLanguage } from '@portal/platform';
import { DataTable, PageFrame, type TableQuery } from '@portal/ui';
import { Descriptions, Drawer, Input, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-date-time';

type Mail = Schemas['OutboxMail'];

const STATUS_COLOR: Record<Mail['status'], string> = { queued: 'blue', sent: 'green', stored: 'gold', failed: 'red' };

function MailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const { data: mail, isLoading } = $api.useQuery(
    'get',
    '/outbox/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null, select: (body) => body.data },
  );
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={mail?.subject ?? t('outbox.mail')}>
      {isLoading || !mail ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" items={[
            { key: 'to', label: t('outbox.to'), children: mail.to },
            { key: 'status', label: t('outbox.status'), children: <Tag color={STATUS_COLOR[mail.status]}>{t(`outbox.statuses.${mail.status}`)}</Tag> },
            { key: 'created', label: t('outbox.created'), children: <time dateTime={mail.created_at}>{formatDateTime(mail.created_at, language)}</time> },
            ...(mail.last_error ? [{ key: 'error', label: t('outbox.lastError'), children: mail.last_error }] : []),
            // The admin's own words added before it went (issue 26 §3): also in the mail below, after the greeting.
            ...(mail.personal_message
              ? [{ key: 'message', label: t('outbox.personalMessage'), children: <span style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-personal-message">{mail.personal_message}</span> }]
              : []),
          ]} />
          {/* The mail's HTML is shown in a sandbox without scripts; the text part is below for copying links. */}
          <iframe title={t('outbox.preview')} sandbox="" srcDoc={mail.html} style={{ width: '100%', height: 360, border: '1px solid #eee', marginTop: 16 }} />
          <Typography.Paragraph copyable style={{ whiteSpace: 'pre-wrap', marginTop: 16 }} data-testid="outbox-text">
            {mail.text}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}

/** /outbox: every mail the portal wrote, for reading when no SMTP server is configured. */
export function OutboxPage() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [query, setQuery] = useState<TableQuery<'created_at'>>({ page: 1, perPage: 20, sort: 'created_at', order: 'desc' });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const { data, isLoading, isError, refetch } = $api.useQuery(
    'get',
    '/outbox',
    { params: { query: { page: query.page, per_page: query.perPage, search: search || undefined } } },
    { select: (body) => body.data, placeholderData: (previous) => previous },
  );

  return (
    <PageFrame
      title={t('common:routes.outbox')}
      subtitle={t('outbox.intro')}
      extra={<Input.Search allowClear placeholder={t('outbox.search')} aria-label={t('outbox.search')} onSearch={(value) => { setSearch(value.trim()); setQuery((q) => ({ ...q, page: 1 })); }} style={{ width: 280 }} />}
    >
      <DataTable<Mail, 'created_at'>
        label={t('common:routes.outbox')}
        rowKey="id"
        page={data}
        loading={isLoading}
        error={isError}
        onRetry={() => void refetch()}
        query={query}
        onQueryChange={setQuery}
        onRowClick={(mail) => setOpen(mail.id)}
        columns={[
          { key: 'created_at', title: t('outbox.created'), dataIndex: 'created_at', render: (value: string) => <time dateTime={value}>{formatDateTime(value, language)}</time> },
          { key: 'to', title: t('outbox.to'), dataIndex: 'to' },
          { key: 'subject', title: t('outbox.subject'), dataIndex: 'subject' },
          {
            key: 'personal_message',
            title: t('outbox.personalMessage'),
            dataIndex: 'personal_message',
            ellipsis: true,
            render: (message: string | null) => message ?? '–',
          },
          { key: 'status', title: t('outbox.status'), dataIndex: 'status', render: (status: Mail['status']) => <Tag color={STATUS_COLOR[status]}>{t(`outbox.statuses.${status}`)}</Tag> },
        ]}
      />
      <MailDrawer id={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
