import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CsvKind, ImportPreviewRow } from './csv-kind';
import { ImportRowStatus } from './import-row-status';

export interface ImportPreviewTableProps {
  kind: CsvKind;
  rows: ImportPreviewRow[];
}

/** A row's name as the user will recognise it in the file. */
function rowName(kind: CsvKind, values: ImportPreviewRow['values']): string {
  const parts = kind === 'accounts' ? [values.company_name, values.venue_name && `(${values.venue_name})`] : [values.first_name, values.last_name];
  return parts.filter(Boolean).join(' ');
}

/** Every row of the file with what the import would do with it; long files are paged here in the browser. */
export function ImportPreviewTable({ kind, rows }: ImportPreviewTableProps) {
  const { t } = useTranslation('leads');
  const columns: TableColumnsType<ImportPreviewRow> = [
    { key: 'line', title: t('importExport.columns.line'), dataIndex: 'line', width: 72, align: 'right' },
    { key: 'name', title: t('importExport.columns.name'), render: (_, row) => rowName(kind, row.values) || '–' },
    {
      key: 'identifier',
      title: t(kind === 'accounts' ? 'importExport.columns.corporateNumberOrEmail' : 'importExport.columns.email'),
      render: (_, row) => (kind === 'accounts' ? row.values.corporate_number || row.values.email : row.values.email) || '–',
    },
    { key: 'status', title: t('importExport.columns.status'), render: (_, row) => <ImportRowStatus row={row} /> },
  ];
  return (
    <Table<ImportPreviewRow>
      aria-label={t('importExport.tableLabel')}
      rowKey="line"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
