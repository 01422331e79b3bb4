import { Typography } from '@portal/ui';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

export interface BookingDialogProps {
  open: boolean;
  /** The chosen venues' names, in the presentation's order. */
  names: string[];
  booking: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last step before an irreversible booking: names what is booked and says it cannot be undone. */
export function BookingDialog({ open, names, booking, onConfirm, onCancel }: BookingDialogProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  return (
    <Modal
      open={open}
      title={t('book.confirm.title', { count: names.length })}
      okText={t('book.confirm.ok')}
      cancelText={t('book.confirm.cancel')}
      confirmLoading={booking}
      cancelButtonProps={{ disabled: booking }}
      closable={!booking}
      keyboard={!booking}
      mask={{ closable: !booking }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>{t('book.confirm.text')}</Typography.Paragraph>
      <ul style={{ marginTop: 0 }}>
        {names.map((name) => (
          <li key={name}>
            <Typography.Text strong>{name}</Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('book.confirm.irreversible')}</Typography.Paragraph>
    </Modal>
  );
}
