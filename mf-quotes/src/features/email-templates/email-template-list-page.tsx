import { PageFrame } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailTemplates } from './api/use-email-templates';
import { EmailTemplateDialog } from './email-template-dialog';
import type { EmailTemplate } from './email-template-types';
import { EmailTemplateTable } from './email-template-table';

/** `/email-template`: the templates every mail is written from; a row opens the edit dialog. */
export function EmailTemplateListPage() {
  const { t } = useTranslation('quotes');
  const templates = useEmailTemplates();
  // The template as it was when opened: a list refresh behind the dialog does not change what is being edited.
  const [editing, setEditing] = useState<EmailTemplate | null>(null);

  return (
    <PageFrame title={t('emailTemplates.title')} subtitle={t('emailTemplates.subtitle')}>
      <EmailTemplateTable
        templates={templates.data}
        loading={templates.isFetching}
        error={templates.isError}
        onRetry={() => void templates.refetch()}
        onOpen={setEditing}
      />
      {editing && <EmailTemplateDialog key={editing.id} template={editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
