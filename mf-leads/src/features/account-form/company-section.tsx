import { FormSection } from '@portal/ui';
import { Flex, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '../../api/use-accounts';
import { OwnerSelect } from './owner-select';
import { PrimaryContactSelect } from './primary-contact-select';
import { useFieldRules } from './use-field-rules';
import { useCities, useRegions } from '../../api/use-regions-admin';

export interface CompanySectionProps {
  type: AccountType | undefined;
  accountId: number | undefined;
  primaryContactName: string | undefined;
}

/** Who the account is: type, names, organisation number, how to reach it, owner and primary contact. */
export function CompanySection({ type, accountId, primaryContactName }: CompanySectionProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const rules = useFieldRules();
  return (
    <FormSection title={t('sections.company')}>
      <Form.Item name="type" label={t('fields.type')} rules={[rules.choose]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="company_name" label={t('fields.company_name')} rules={[rules.required, rules.maxLength(200)]}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="venue_name"
        label={t('fields.venue_name')}
        // Required for a partner (a venue); checked again when the type changes.
        dependencies={['type']}
        rules={[{ ...rules.required, required: type === 'Partner', message: t('validation.venueRequired') }, rules.maxLength(200)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="corporate_number"
        label={t('fields.corporate_number')}
        extra={t('form.corporateNumberHint')}
        rules={[rules.maxLength(20), rules.organisationNumber]}
        validateDebounce={300}
      >
        <Input inputMode="numeric" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="address" label={t('fields.address')} rules={[rules.maxLength(300)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} autoComplete="street-address" />
      </Form.Item>
      <PlaceFields />
      <Form.Item name="phone" label={t('fields.phone')} rules={[rules.maxLength(40)]}>
        <Input inputMode="tel" autoComplete="tel" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="owner_id" label={t('fields.owner_id')}>
        <OwnerSelect />
      </Form.Item>
      <Form.Item
        name="primary_contact_id"
        label={t('fields.primary_contact_id')}
        extra={accountId === undefined ? t('form.primaryContactAfterSaveHint') : undefined}
      >
        <PrimaryContactSelect accountId={accountId} selectedLabel={primaryContactName} />
      </Form.Item>
    </FormSection>
  );
}

/** Where the venue is: a region, then one of its cities (the venues panel finds partners by them). */
function PlaceFields() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const form = Form.useFormInstance();
  const regionId = (Form.useWatch('region_id', form) as number | null | undefined) ?? undefined;
  const regions = useRegions();
  const cities = useCities(regionId);
  return (
    <Flex gap={16} wrap>
      <Form.Item name="region_id" label={t('fields.region_id')} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={regions.isPending}
          options={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
          // Another region: the city belonged to the one before.
          onChange={() => form.setFieldValue('city_id', null)}
        />
      </Form.Item>
      <Form.Item name="city_id" label={t('fields.city_id')} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={regionId === undefined}
          placeholder={regionId === undefined ? t('form.cityAfterRegion') : undefined}
          loading={regionId !== undefined && cities.isPending}
          options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
        />
      </Form.Item>
    </Flex>
  );
}
