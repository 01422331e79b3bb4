import { FormSection } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isHalfTyped, LocationPicker, type LocationDraft } from '../account-map/location-picker';

/** What is wrong with a typed location, said next to the field; a coordinate is never clamped. */
function locationProblem(value: LocationDraft | null | undefined): 'halfTyped' | 'latitudeRange' | 'longitudeRange' | null {
  const outside = (coordinate: number | null | undefined, limit: number) => coordinate != null && !(Math.abs(coordinate) <= limit);
  if (outside(value?.lat, 90)) return 'latitudeRange';
  if (outside(value?.lng, 180)) return 'longitudeRange';
  return isHalfTyped(value) ? 'halfTyped' : null;
}
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
              validator: (_, value: LocationDraft | null | undefined) => {
                const wrong = locationProblem(value);
                return wrong ? Promise.reject(new Error(t(`map.${wrong}`))) : Promise.resolve();
              },
            },
          ]}
        >
          <LocationPicker />
        </Form.Item>
      </FormSection>
    </>
  );
}
