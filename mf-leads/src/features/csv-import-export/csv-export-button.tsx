import { downloadCsv } from '@portal/platform';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CsvKind } from './csv-kind';

export interface CsvExportButtonProps {
  kind: CsvKind;
  /** The list's current search and filters: the file holds what the list shows, on every page. */
  filters: Record<string, string | number | undefined>;
}

/** Downloads the records matching the list's filters as `accounts-2031-02-01.csv`. */
export function CsvExportButton({ kind, filters }: CsvExportButtonProps) {
  const { t } = useTranslation('leads');
  // A failed download has been toasted by the platform; the button only stops spinning.
  const download = useMutation({
    mutationFn: () => downloadCsv(`/${kind}/export`, filters, `${kind}-${dayjs().format('YYYY-MM-DD')}.csv`),
  });
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
      {t('importExport.export')}
    </Button>
  );
}
