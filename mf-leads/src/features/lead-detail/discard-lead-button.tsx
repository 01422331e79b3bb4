import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDiscardLead } from './api/use-discard-lead';

export interface DiscardLeadButtonProps {
  leadId: number;
}

/** Discards the lead after a confirmation, since it cannot be undone. */
export function DiscardLeadButton({ leadId }: DiscardLeadButtonProps) {
  const { t } = useTranslation('leads');
  const discard = useDiscardLead();

  // Resolving either way closes the confirmation; a failure has been shown by the platform.
  const handleConfirm = () => discard.mutateAsync({ params: { path: { id: leadId } } }).then(
    () => undefined,
    () => undefined,
  );

  return (
    <Popconfirm
      title={t('detail.discard.confirmTitle')}
      description={t('detail.discard.confirmText')}
      okText={t('detail.discard.ok')}
      cancelText={t('detail.discard.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={handleConfirm}
    >
      <Button danger icon={<DeleteOutlined aria-hidden />} loading={discard.isPending}>
        {t('detail.discard.button')}
      </Button>
    </Popconfirm>
  );
}
