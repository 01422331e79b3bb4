import type { Schemas } from '@portal/api-client';
import { RecordSelect } from '@portal/ui';
import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Radio, type FormInstance, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchContactOptions } from '../../api/fetch-contact-options';
import { fetchAccountOptions } from '../../api/fetch-account-options';

type VatBasis = Schemas['VatBasis'];

export interface ConvertValues {
  account_id: number | null;
  contact_id: number | null;
  vat_basis: VatBasis | null;
}

const noOptions = () => Promise.resolve([]);
/** Only customers: an opportunity is a customer's request (the server refuses a partner account). */
const fetchCustomerOptions = (search: string) => fetchAccountOptions(search, 'Customer');

/** The account and contact the lead's details would make: their names, shown until the admin goes on. */
export interface CustomerFromLead {
  account: string;
  contact: string;
}

export interface ConvertLeadFormProps {
  form: FormInstance<ConvertValues>;
  vatBasis: VatBasis | null;
  /** What "Skapa kund från leaden" would make. */
  fromLead: CustomerFromLead;
  /** Chosen: the account and contact are made from the lead when the admin converts, not before. */
  useFromLead: boolean;
  onUseFromLead: (use: boolean) => void;
  onFinish: (values: ConvertValues) => void;
}

/**
 * The conversion's questions: the customer account, then one of its contacts (or both to be made
 * from the lead's own details when the admin converts), and prices ex or inc VAT.
 */
export function ConvertLeadForm({ form, vatBasis, fromLead, useFromLead, onUseFromLead, onFinish }: ConvertLeadFormProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'detail.convert' });
  const accountId = Form.useWatch('account_id', form) ?? null;
  return (
    <Form<ConvertValues>
      id="convert-lead"
      form={form}
      layout="vertical"
      requiredMark
      noValidate
      preserve={false}
      initialValues={{ account_id: null, contact_id: null, vat_basis: vatBasis }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<ConvertValues>) => {
        // A contact belongs to one account: another account empties the contact.
        if ('account_id' in changed) form.setFieldValue('contact_id', null);
      }}
    >
      {useFromLead ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('fromLead.title', { account: fromLead.account, contact: fromLead.contact })}
          description={t('fromLead.text')}
          action={
            <Button size="small" onClick={() => onUseFromLead(false)}>
              {t('fromLead.chooseExisting')}
            </Button>
          }
        />
      ) : (
        <>
          <Form.Item name="account_id" label={t('account')} rules={[{ required: true, message: t('accountAndContactRequired') }]}>
            <RecordSelect fetchOptions={fetchCustomerOptions} placeholder={t('accountPlaceholder')} allowClear />
          </Form.Item>
          <Form.Item name="contact_id" label={t('contact')} rules={[{ required: true, message: t('accountAndContactRequired') }]}>
            <RecordSelect
              key={accountId ?? 'none'}
              fetchOptions={accountId === null ? noOptions : (search) => fetchContactOptions(accountId, search)}
              placeholder={accountId === null ? t('contactAfterAccount') : t('contactPlaceholder')}
              disabled={accountId === null}
              allowClear
            />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {t('createHint')}{' '}
            <Button size="small" icon={<UserAddOutlined aria-hidden />} onClick={() => onUseFromLead(true)}>
              {t('createCustomer')}
            </Button>
          </Typography.Paragraph>
        </>
      )}
      <Form.Item name="vat_basis" label={t('vatBasis')} rules={[{ required: true, message: t('vatRequired') }]}>
        <Radio.Group
          options={[
            { value: 'ex', label: t('vat.ex') },
            { value: 'inc', label: t('vat.inc') },
          ]}
        />
      </Form.Item>
    </Form>
  );
}
