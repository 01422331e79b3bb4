import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Commission, CommissionFile, CommissionReportInput } from './api/use-commission';
import { CommissionNotice } from './commission-notice';
import { CommissionOverview } from './commission-overview';
import { CommissionReportView } from './commission-report-view';
import { PARTNER_COMMISSION_NS } from './texts';

// The form (antd's Form, radios, inputs) only for a commission the venue may still report.
const CommissionReportForm = lazy(async () => ({ default: (await import('./commission-report-form')).CommissionReportForm }));

/** What the report's calls are: the partner's behind its login, or an outside venue's through its link. */
export interface CommissionReportCalls {
  /** Sends the report and resolves with the reported commission; rejects with the server's refusal. */
  onReport: (input: CommissionReportInput) => Promise<Commission>;
  onUpload: (file: File) => Promise<CommissionFile>;
  onRemoveCopy: () => Promise<unknown>;
  reporting: boolean;
}

export function CommissionLoading() {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

/**
 * The report page's content, the same for a partner and an outside venue: the notice saying why
 * the page is what it is, the event and its percents, then the report form while
 * `actions.report` (the event is over, nothing reported yet), otherwise what was reported (or the
 * quote's figures while the event is ahead) read only.
 */
export function CommissionReportBody({ commission, calls }: { commission: Commission; calls: CommissionReportCalls }) {
  return (
    <>
      <CommissionNotice commission={commission} />
      <CommissionOverview commission={commission} />
      {commission.actions.report ? (
        <Suspense fallback={<CommissionLoading />}>
          <CommissionReportForm
            key={commission.id}
            commission={commission}
            onReport={calls.onReport}
            onUpload={calls.onUpload}
            onRemoveCopy={calls.onRemoveCopy}
            reporting={calls.reporting}
          />
        </Suspense>
      ) : (
        <CommissionReportView commission={commission} />
      )}
    </>
  );
}
