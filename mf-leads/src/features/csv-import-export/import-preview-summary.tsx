import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from './csv-kind';

export interface ImportPreviewSummaryProps {
  preview: ImportPreview;
}

/** The file in four numbers: rows, new records, duplicates, rows with errors. */
export function ImportPreviewSummary({ preview }: ImportPreviewSummaryProps) {
  const { t } = useTranslation('leads');
  // `valid` counts duplicates too (openapi ImportPreview); "new" are the valid rows that are not.
  const figures = [
    { key: 'total', value: preview.total },
    { key: 'new', value: preview.valid - preview.duplicates },
    { key: 'duplicates', value: preview.duplicates },
    { key: 'invalid', value: preview.invalid },
  ] as const;
  return (
    <Flex gap={32} wrap role="group" aria-label={t('importExport.summaryLabel')}>
      {figures.map((figure) => (
        <Statistic key={figure.key} title={t(`importExport.summary.${figure.key}`)} value={figure.value} />
      ))}
    </Flex>
  );
}
