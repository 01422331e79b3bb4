import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from './csv-export-button';
import { CsvImportModal } from './csv-import-modal';
import type { CsvKind } from './csv-kind';

export interface RecordImportExportProps {
  kind: CsvKind;
  /** The list's current search and filters, which the export follows. */
  filters: Record<string, string | number | undefined>;
}

/** A list page's CSV buttons: export what the list shows, import a file after a preview. */
export function RecordImportExport({ kind, filters }: RecordImportExportProps) {
  const { t } = useTranslation('leads');
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CsvExportButton kind={kind} filters={filters} />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
        {t('importExport.import')}
      </Button>
      {/* Mounted only while open, so each import starts from an empty dialog. */}
      {importing && <CsvImportModal kind={kind} onClose={() => setImporting(false)} />}
    </>
  );
}
