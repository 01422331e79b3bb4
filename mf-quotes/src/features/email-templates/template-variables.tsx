import { pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateVariable } from './email-template-types';

export interface TemplateVariablesProps {
  variables: TemplateVariable[];
  /** Inserts `{{name}}` where the user was typing. */
  onInsert: (token: string) => void;
}

/** What a template can say about its mail (`{{first_name}}`), with an example, each insertable. */
export function TemplateVariables({ variables, onInsert }: TemplateVariablesProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  return (
    <section aria-label={t('emailTemplates.variables.title')}>
      <Typography.Title level={5} style={{ marginBottom: 0 }}>
        {t('emailTemplates.variables.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('emailTemplates.variables.help')}</Typography.Paragraph>
      <Table<TemplateVariable>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={variables}
        locale={{ emptyText: t('emailTemplates.variables.none') }}
        columns={[
          {
            key: 'name',
            title: t('emailTemplates.variables.name'),
            render: (_, variable) => <Typography.Text code>{`{{${variable.name}}}`}</Typography.Text>,
          },
          {
            key: 'description',
            title: t('emailTemplates.variables.description'),
            render: (_, variable) => pickMessage(variable.description, language),
          },
          { key: 'example', title: t('emailTemplates.variables.example'), dataIndex: 'example' },
          {
            key: 'insert',
            title: t('emailTemplates.variables.insert'),
            render: (_, variable) => {
              const token = `{{${variable.name}}}`;
              return (
                <Button
                  size="small"
                  aria-label={t('emailTemplates.variables.insertLabel', { name: token })}
                  // Keeps the caret where it is in the field being edited.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onInsert(token)}
                >
                  {t('emailTemplates.variables.insert')}
                </Button>
              );
            },
          },
        ]}
      />
    </section>
  );
}
