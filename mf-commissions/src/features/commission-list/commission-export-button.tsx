import { DownloadOutlined } from '@ant-design/icons';
import { downloadCsv } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CommissionFilter } from '../../api/commission-types';

export interface CommissionExportButtonProps {
  filter: CommissionFilter;
  search: string;
}

/**
 * Downloads the commissions of the list's filter and search (every page) as
 * `commissions-2031-02-01.csv`, with the session's auth header, as the accounts export does.
 */
export function CommissionExportButton({ filter, search }: CommissionExportButtonProps) {
  const { t } = useTranslation('commissions');
  // A failed download has been toasted by the platform; the button only stops spinning.
  const download = useMutation({
    mutationFn: () =>
      downloadCsv('/commissions/export', { filter: filter === 'all' ? undefined : filter, search }, `commissions-${dayjs().format('YYYY-MM-DD')}.csv`),
  });
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
      {t('list.export')}
    </Button>
  );
}
