import { ApiError, pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Alert, Checkbox, Flex, Modal, Spin, Typography } from 'antd';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportPreview, useImportRecords } from './api/use-csv-import';
import type { CsvKind } from './csv-kind';
import { ImportPreviewSummary } from './import-preview-summary';
import { ImportPreviewTable } from './import-preview-table';
import { checkCsvFile, MAX_CSV_BYTES } from './read-csv-file';

export interface CsvImportModalProps {
  kind: CsvKind;
  onClose: () => void;
}

/**
 * Import in two steps: pick a file and see, row by row, what would happen; then confirm. Nothing is
 * written before the confirmation, and the server checks the file again then.
 */
export function CsvImportModal({ kind, onClose }: CsvImportModalProps) {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const fileInputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const preview = useImportPreview(kind);
  const run = useImportRecords(kind);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setCsv(null);
    setFileProblem(null);
    preview.reset();
    if (!file) return;
    const check = checkCsvFile(file);
    if (!check.ok) {
      setFileProblem(t(`importExport.file.${check.reason}`, { max: MAX_CSV_BYTES / 1_000_000 }));
      return;
    }
    const text = await file.text();
    setCsv(text);
    preview.mutate(text);
  };

  const importable = preview.data ? preview.data.valid - (skipDuplicates ? preview.data.duplicates : 0) : 0;
  const handleImport = () => {
    if (csv === null || importable === 0) return;
    run.mutate({ csv, skipDuplicates }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={t(`importExport.title.${kind}`)}
      onCancel={onClose}
      onOk={handleImport}
      okText={t('importExport.importCount', { count: importable })}
      okButtonProps={{ disabled: importable === 0, loading: run.isPending }}
      cancelText={t('importExport.cancel')}
      width={880}
      // Closing by accident would lose the preview; the Cancel button and Escape still close it.
      mask={{ closable: false }}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`importExport.intro.${kind}`)}</Typography.Paragraph>
        <div>
          <label htmlFor={fileInputId} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
            {t('importExport.file.label')}
          </label>
          <input id={fileInputId} type="file" accept=".csv,text/csv" onChange={(event) => void handleFile(event)} />
        </div>
        {fileProblem && <Alert type="error" showIcon title={fileProblem} />}
        {preview.isPending && (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin description={t('importExport.checking')} />
          </Flex>
        )}
        {preview.isError && <Alert type="error" showIcon title={t('importExport.previewFailed')} description={problemText(preview.error, language)} />}
        {preview.data && (
          <>
            <ImportPreviewSummary preview={preview.data} />
            {preview.data.total === 0 ? (
              <Alert type="info" showIcon title={t('importExport.noRows')} />
            ) : (
              <ImportPreviewTable kind={kind} rows={preview.data.rows} />
            )}
            <Checkbox checked={skipDuplicates} onChange={(event) => setSkipDuplicates(event.target.checked)}>
              {t('importExport.skipDuplicates')}
            </Checkbox>
          </>
        )}
      </Flex>
    </Modal>
  );
}

/** Why the server refused the file (its `csv` field error or message), in the current language. */
function problemText(error: Error, language: 'sv' | 'en'): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return pickMessage(error.problem.fieldErrors.csv ?? error.problem.message, language) || undefined;
}
