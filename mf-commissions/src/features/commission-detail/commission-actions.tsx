import { CheckOutlined, EditOutlined, FileDoneOutlined, MailOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink, lazyDialog } from '@portal/ui';
import { Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Commission } from '../../api/commission-types';
import { useInvoiceCommission, useReceiveCommission, useRemindCommission } from './api/use-commission-actions';

const FinalAmountDialog = lazyDialog(() => import('./final-amount-dialog').then((m) => m.FinalAmountDialog));

export interface CommissionActionsProps {
  commission: Commission;
}

/** Resolving either way closes a confirmation; a refusal (409) has been shown by the platform. */
const settle = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined);

/**
 * What the admin may do now, each shown only when the server's `actions` allows it: mark
 * invoiced (on the quote when no report came), mark received, remind the venue, set the final
 * amount; and, for an outside venue that has not reported, report for it in the partner portal.
 */
export function CommissionActions({ commission: c }: CommissionActionsProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.actions' });
  const invoice = useInvoiceCommission();
  const receive = useReceiveCommission();
  const remind = useRemindCommission();
  const [finalOpen, setFinalOpen] = useState(false);
  const path = { params: { path: { id: c.id } } };
  const onQuote = c.status === 'to_report';
  const { actions } = c;
  const any = actions.invoice || actions.receive || actions.remind || actions.edit_final || (actions.report && c.account_id === null);

  if (!any) return null;
  return (
    <Flex gap={8} wrap role="group" aria-label={t('label')}>
      {actions.invoice && (
        <Popconfirm
          title={onQuote ? t('invoiceOnQuoteTitle') : t('invoiceTitle')}
          description={onQuote ? t('invoiceOnQuoteText') : t('invoiceText')}
          okText={t('invoiceOk')}
          cancelText={t('cancel')}
          onConfirm={() => settle(invoice.mutateAsync(path))}
        >
          <Button type="primary" icon={<FileDoneOutlined aria-hidden />} loading={invoice.isPending}>
            {onQuote ? t('invoiceOnQuote') : t('invoice')}
          </Button>
        </Popconfirm>
      )}
      {actions.receive && (
        <Popconfirm
          title={t('receiveTitle')}
          description={t('receiveText')}
          okText={t('receiveOk')}
          cancelText={t('cancel')}
          onConfirm={() => settle(receive.mutateAsync(path))}
        >
          <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={receive.isPending}>
            {t('receive')}
          </Button>
        </Popconfirm>
      )}
      {actions.remind && (
        <Popconfirm
          title={t('remindTitle', { venue: c.venue_name })}
          description={t('remindText')}
          okText={t('remindOk')}
          cancelText={t('cancel')}
          onConfirm={() => settle(remind.mutateAsync(path))}
        >
          <Button icon={<MailOutlined aria-hidden />} loading={remind.isPending}>
            {t('remind')}
          </Button>
        </Popconfirm>
      )}
      {actions.edit_final && (
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setFinalOpen(true)}>
          {t('editFinal')}
        </Button>
      )}
      {actions.report && c.account_id === null && (
        // Admins may open the partner portal; the outside venue has no login of its own.
        <ButtonLink to={routeUrl('partnerEditCommission', { id: c.id })}>{t('reportForVenue')}</ButtonLink>
      )}
      {actions.edit_final && <FinalAmountDialog open={finalOpen} commission={c} onClose={() => setFinalOpen(false)} />}
    </Flex>
  );
}
