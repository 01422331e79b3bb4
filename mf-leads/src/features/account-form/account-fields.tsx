import { FormSection } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isHalfTyped, LocationPicker, type LocationDraft } from '../account-map/location-picker';
import type { AccountFormValues } from './account-form-values';
import { CommissionSection } from './commission-section';
import { CompanySection } from './company-section';
import { InvoicingSection } from './invoicing-section';
import { VenueProfileSection } from './venue-profile-section';

export interface AccountFieldsProps {
  /** The saved account, or none on `/add-account`. */
  accountId?: number;
  primaryContactName?: string;
}

/**
 * Every field of an account (SPEC §3), grouped. Commission and venue profile concern partners
 * only and hide for a customer; their values stay in the form, so switching the type back and
 * forth loses nothing.
 */
export function AccountFields({ accountId, primaryContactName }: AccountFieldsProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const form = Form.useFormInstance<AccountFormValues>();
  const type = Form.useWatch('type', form);
  return (
    <>
      <CompanySection type={type} accountId={accountId} primaryContactName={primaryContactName} />
      <InvoicingSection />
      {type === 'Partner' && <CommissionSection />}
      {type === 'Partner' && <VenueProfileSection />}
      <FormSection title={t('sections.location')}>
        <Form.Item
          name="location"
          label={t('fields.location')}
          rules={[
            {
              validator: (_, value: LocationDraft | null | undefined) =>
                isHalfTyped(value) ? Promise.reject(new Error(t('map.halfTyped'))) : Promise.resolve(),
            },
          ]}
        >
          <LocationPicker />
        </Form.Item>
      </FormSection>
    </>
  );
}
