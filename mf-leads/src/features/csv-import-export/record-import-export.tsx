import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from './csv-export-button';
import type { CsvKind } from './csv-kind';

export interface RecordImportExportProps {
  kind: CsvKind;
  /** The list's current search and filters, which the export follows. */
  filters: Record<string, string | number | undefined>;
}

let importModal: Promise<typeof import('./csv-import-modal')> | undefined;
/** The import dialog's code (antd's Modal, Upload, a preview table): fetched when the button is pointed at or used (issue 9). */
function loadImportModal() {
  importModal ??= import('./csv-import-modal').catch((error: unknown) => {
    importModal = undefined;
    throw error;
  });
  return importModal;
}
const CsvImportModal = lazy(async () => ({ default: (await loadImportModal()).CsvImportModal }));

/** A list page's CSV buttons: export what the list shows, import a file after a preview. */
export function RecordImportExport({ kind, filters }: RecordImportExportProps) {
  const { t } = useTranslation('leads');
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CsvExportButton kind={kind} filters={filters} />
      <Button
        icon={<UploadOutlined aria-hidden />}
        onClick={() => setImporting(true)}
        onPointerEnter={() => void loadImportModal().catch(() => undefined)}
        onFocus={() => void loadImportModal().catch(() => undefined)}
      >
        {t('importExport.import')}
      </Button>
      {/* Mounted only while open, so each import starts from an empty dialog. */}
      {importing && (
        <Suspense fallback={null}>
          <CsvImportModal kind={kind} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
