import { Button, Modal } from '@portal/plain';
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
      busy={booking}
      onClose={onCancel}
      footer={
        <>
          <Button disabled={booking} onClick={onCancel}>
            {t('book.confirm.cancel')}
          </Button>
          <Button variant="primary" loading={booking} onClick={onConfirm}>
            {t('book.confirm.ok')}
          </Button>
        </>
      }
    >
      <p className="cp-p-tight">{t('book.confirm.text')}</p>
      <ul className="cp-list" style={{ margin: '0 0 1em' }}>
        {names.map((name) => (
          <li key={name}>
            <strong className="cp-strong">{name}</strong>
          </li>
        ))}
      </ul>
      <p className="cp-p">{t('book.confirm.irreversible')}</p>
    </Modal>
  );
}
