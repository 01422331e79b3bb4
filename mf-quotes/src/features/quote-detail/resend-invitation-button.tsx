import { MailOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Bidder } from './api/use-quote-bidder';
import { useResendInvitation } from './api/use-quote-actions';

export interface ResendInvitationButtonProps {
  bidder: Bidder;
}

/**
 * Sends the venue its invitation again, after a confirmation: a new mail with a fresh link, and
 * the link it had stops working (PIPELINE.md "Public links").
 */
export function ResendInvitationButton({ bidder }: ResendInvitationButtonProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.resend' });
  const resend = useResendInvitation();
  return (
    <Popconfirm
      title={t('title', { venue: bidder.name })}
      description={t('text', { email: bidder.email ?? '' })}
      okText={t('ok')}
      cancelText={t('cancel')}
      // Resolving either way closes the confirmation; a refusal has been shown by the platform.
      onConfirm={() => resend.mutateAsync({ params: { path: { id: bidder.bidder_id } } }).then(() => undefined, () => undefined)}
    >
      <Button icon={<MailOutlined aria-hidden />} loading={resend.isPending}>
        {t('button')}
      </Button>
    </Popconfirm>
  );
}
