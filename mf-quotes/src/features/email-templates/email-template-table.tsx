import { pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { useTableColumns } from '@portal/ui';
import { Alert, Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-date';
import type { EmailTemplate } from './email-template-types';

export interface EmailTemplateTableProps {
  templates: EmailTemplate[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** A row was clicked or Enter pressed on it. */
  onOpen: (template: EmailTemplate) => void;
}

/** Every template with what it is for and its subject in the current language. */
export function EmailTemplateTable({ templates, loading, error, onRetry, onOpen }: EmailTemplateTableProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();

  // Fits its screen like every list (DataTable's column convention): columns step aside on a phone.
  const columns = useTableColumns<EmailTemplate>([
    { key: 'id', title: t('emailTemplates.columns.id'), dataIndex: 'id', width: 72, priority: 'medium' },
    {
      key: 'name',
      title: t('emailTemplates.columns.name'),
      render: (_, template) => (
        <>
          {pickMessage(template.description, language)}
          <br />
          <Typography.Text type="secondary" code>
            {template.name}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'subject',
      title: t('emailTemplates.columns.subject'),
      // What the recipient sees first, so a phone shows it too: beside the name, each cut with "…".
      priority: 'essential',
      render: (_, template) => pickMessage(template.subject, language),
    },
    {
      key: 'updated_at',
      title: t('emailTemplates.columns.updated_at'),
      kind: 'dateTime',
      priority: 'high',
      render: (_, template) => <time dateTime={template.updated_at}>{formatDateTime(template.updated_at, language)}</time>,
    },
  ]);

  if (error && !templates) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('emailTemplates.loadFailed')}
        action={<Button onClick={onRetry}>{t('emailTemplates.retry')}</Button>}
      />
    );
  }

  return (
    <Table<EmailTemplate>
      aria-label={t('emailTemplates.tableLabel')}
      rowKey="id"
      dataSource={templates ?? []}
      loading={loading}
      // A few dozen templates at most: all on one page.
      pagination={false}
      // While the list loads, the spinner alone speaks; "none" would be premature.
      locale={{ emptyText: loading && !templates ? ' ' : t('emailTemplates.empty') }}
      // No sideways scrolling: the columns share the width; long texts end in "…".
      tableLayout="fixed"
      onRow={(template) => ({
        onClick: () => onOpen(template),
        // Reachable and opened with the keyboard too.
        onKeyDown: (event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(template);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
      })}
      columns={columns}
    />
  );
}
