import { Alert, Button } from '@portal/plain';
import { useTranslation } from 'react-i18next';

/** "We have filled in what you typed last time", with the button that clears the form. */
export function DraftNotice({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('public');
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      title={t('sendRequest.draft.restored')}
      action={
        <Button size="small" onClick={onClear}>
          {t('sendRequest.draft.clear')}
        </Button>
      }
    />
  );
}
