import type { Schemas } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage } from '@portal/platform';
import { RecordSelect, Typography } from '@portal/ui';
import { EditOutlined, SwapOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchContactOptions } from '../../api/fetch-contact-options';
import { fetchAccountOptions } from '../../api/fetch-account-options';
import { useConvertLead } from './api/use-convert-lead';
import { useCreateCustomerFromLead } from './api/use-create-customer';

type VatBasis = Schemas['VatBasis'];

interface ConvertValues {
  account_id: number | null;
  contact_id: number | null;
  vat_basis: VatBasis | null;
}

const FIELDS = ['account_id', 'contact_id', 'vat_basis'] as const;
const noOptions = () => Promise.resolve([]);
/** Only customers: an opportunity is a customer's request (the server refuses a partner account). */
const fetchCustomerOptions = (search: string) => fetchAccountOptions(search, 'Customer');

export interface ConvertLeadButtonProps {
  leadId: number;
  /** The lead's own choice of prices ex or inc VAT, offered first. */
  vatBasis: VatBasis | null;
}

/**
 * "Konvertera till affärsmöjlighet": asks for the customer account and its contact (SPEC §5: both
 * required) and the VAT basis, then either converts now (the lead's request fills the rest) and
 * opens the new opportunity, or "Konvertera och redigera" opens the opportunity form of
 * mf-opportunities (`/add-opportunity&l=&a=&c=`) filled in from the lead with this customer,
 * where saving converts the lead with the request as edited.
 */
export function ConvertLeadButton({ leadId, vatBasis }: ConvertLeadButtonProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'detail.convert' });
  const language = useLanguage();
  const navigate = useNavigate();
  const convert = useConvertLead();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ConvertValues>();
  const accountId = Form.useWatch('account_id', form) ?? null;
  const createCustomer = useCreateCustomerFromLead();
  // The account and contact just made from the lead: their names for the pickers.
  const [created, setCreated] = useState<{ account: { id: number; name: string }; contact: { id: number; name: string } } | null>(null);

  const handleCreateCustomer = () =>
    createCustomer.mutateAsync({ params: { path: { id: leadId } } }).then(
      ({ data }) => {
        setCreated(data);
        form.setFieldsValue({ account_id: data.account.id, contact_id: data.contact.id });
        void form.validateFields(['account_id', 'contact_id']);
      },
      // A failure has been shown by the platform.
      () => undefined,
    );

  const handleEditFirst = () =>
    form.validateFields(['account_id', 'contact_id']).then(
      (values) => {
        setOpen(false);
        void navigate(routeUrl('addOpportunityFromLead', { l: leadId, a: values.account_id!, c: values.contact_id! }));
      },
      // The fields show what is missing.
      () => undefined,
    );

  const handleFinish = (values: ConvertValues) =>
    convert.mutate(
      { params: { path: { id: leadId } }, body: values },
      {
        onSuccess: (answer) => {
          setOpen(false);
          void navigate(routeUrl('editOpportunity', { id: answer.data.id }));
        },
        onError: (error) => applyFieldErrors(form, error, FIELDS, language),
      },
    );

  return (
    <>
      <Button type="primary" icon={<SwapOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Modal
        open={open}
        title={t('title')}
        okText={t('ok')}
        cancelText={t('cancel')}
        // The OK button submits the form element itself: form.submit() right after opening could
        // reach a form instance not connected yet and do nothing (a flaky e2e click).
        okButtonProps={{ loading: convert.isPending, htmlType: 'submit', form: 'convert-lead' }}
        onCancel={() => setOpen(false)}
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            <CancelBtn />
            <Button icon={<EditOutlined aria-hidden />} onClick={() => void handleEditFirst()}>
              {t('editFirst')}
            </Button>
            <OkBtn />
          </>
        )}
        destroyOnHidden
      >
        <p>{t('text')}</p>
        <Typography.Paragraph type="secondary">{t('editFirstText')}</Typography.Paragraph>
        <Form<ConvertValues>
          id="convert-lead"
          form={form}
          layout="vertical"
          requiredMark
          noValidate
          preserve={false}
          initialValues={{ account_id: null, contact_id: null, vat_basis: vatBasis }}
          onFinish={handleFinish}
          onValuesChange={(changed: Partial<ConvertValues>) => {
            // A contact belongs to one account: another account empties the contact.
            if ('account_id' in changed) form.setFieldValue('contact_id', null);
          }}
        >
          <Form.Item name="account_id" label={t('account')} rules={[{ required: true, message: t('accountAndContactRequired') }]}>
            <RecordSelect
              fetchOptions={fetchCustomerOptions}
              placeholder={t('accountPlaceholder')}
              selectedLabel={created && accountId === created.account.id ? created.account.name : undefined}
              allowClear
            />
          </Form.Item>
          <Form.Item name="contact_id" label={t('contact')} rules={[{ required: true, message: t('accountAndContactRequired') }]}>
            <RecordSelect
              key={accountId ?? 'none'}
              fetchOptions={accountId === null ? noOptions : (search) => fetchContactOptions(accountId, search)}
              placeholder={accountId === null ? t('contactAfterAccount') : t('contactPlaceholder')}
              disabled={accountId === null}
              selectedLabel={created && accountId === created.account.id ? created.contact.name : undefined}
              allowClear
            />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {t('createHint')}{' '}
            <Button
              size="small"
              icon={<UserAddOutlined aria-hidden />}
              loading={createCustomer.isPending}
              disabled={created !== null}
              onClick={() => void handleCreateCustomer()}
            >
              {t('createCustomer')}
            </Button>
          </Typography.Paragraph>
          <Form.Item name="vat_basis" label={t('vatBasis')} rules={[{ required: true, message: t('vatRequired') }]}>
            <Radio.Group
              options={[
                { value: 'ex', label: t('vat.ex') },
                { value: 'inc', label: t('vat.inc') },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
