import { pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewRow } from './csv-kind';

export interface ImportRowStatusProps {
  row: ImportPreviewRow;
}

/** What importing would do with one row: create it, skip it as a duplicate of what, or refuse it and why. */
export function ImportRowStatus({ row }: ImportRowStatusProps) {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const [firstError] = Object.entries(row.errors);

  if (firstError) {
    const [field, messages] = firstError;
    return (
      <Flex vertical gap={2} align="flex-start">
        <Tag color="error">{t('importExport.status.invalid')}</Tag>
        <Typography.Text type="danger">{`${field}: ${pickMessage(messages[0], language)}`}</Typography.Text>
      </Flex>
    );
  }
  if (row.duplicate_of) {
    const { name, reason, id } = row.duplicate_of;
    return (
      <Flex vertical gap={2} align="flex-start">
        <Tag color="gold">{t('importExport.status.duplicate')}</Tag>
        <Typography.Text>
          {t(id === null ? 'importExport.duplicateInFile' : 'importExport.duplicateOf', { name, reason: t(`importExport.reason.${reason}`) })}
        </Typography.Text>
      </Flex>
    );
  }
  return <Tag color="green">{t('importExport.status.new')}</Tag>;
}
