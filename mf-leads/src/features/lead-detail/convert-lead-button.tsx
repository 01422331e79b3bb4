import type { Schemas } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage } from '@portal/platform';
import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConvertLead } from './api/use-convert-lead';
import { useCreateCustomerFromLead } from './api/use-create-customer';
import { ConvertLeadForm, type ConvertValues, type CustomerFromLead } from './convert-lead-form';

type VatBasis = Schemas['VatBasis'];

const FIELDS = ['account_id', 'contact_id', 'vat_basis'] as const;

export interface ConvertLeadButtonProps {
  leadId: number;
  /** The lead's own choice of prices ex or inc VAT, offered first. */
  vatBasis: VatBasis | null;
  /** The account and contact "Skapa kund från leaden" would make. */
  fromLead: CustomerFromLead;
}

/**
 * "Konvertera till affärsmöjlighet": asks for the customer account and its contact (SPEC §5: both
 * required) and the VAT basis, then either converts now (the lead's request fills the rest) and
 * opens the new opportunity, or "Konvertera och redigera" opens the opportunity form of
 * mf-opportunities (`/add-opportunity&l=&a=&c=`) filled in from the lead with this customer,
 * where saving converts the lead with the request as edited.
 */
export function ConvertLeadButton({ leadId, vatBasis, fromLead }: ConvertLeadButtonProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'detail.convert' });
  const language = useLanguage();
  const navigate = useNavigate();
  const convert = useConvertLead();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ConvertValues>();
  const createCustomer = useCreateCustomerFromLead();
  // "Skapa kund från leaden" only chooses: the account and contact are made when the admin goes
  // on (the conversion makes them in its own transaction), so "Avbryt" leaves nothing behind.
  const [useFromLead, setUseFromLead] = useState(false);
  const handleClose = () => {
    setOpen(false);
    setUseFromLead(false);
  };

  const handleEditFirst = () =>
    useFromLead
      ? // The opportunity form needs the account: made now, as the admin goes on.
        createCustomer.mutateAsync({ params: { path: { id: leadId } } }).then(
          ({ data }) => {
            handleClose();
            void navigate(routeUrl('addOpportunityFromLead', { l: leadId, a: data.account.id, c: data.contact.id }));
          },
          // A failure has been shown by the platform.
          () => undefined,
        )
      : form.validateFields(['account_id', 'contact_id']).then(
          (values) => {
            handleClose();
            void navigate(routeUrl('addOpportunityFromLead', { l: leadId, a: values.account_id!, c: values.contact_id! }));
          },
          // The fields show what is missing.
          () => undefined,
        );

  const handleFinish = (values: ConvertValues) =>
    convert.mutate(
      { params: { path: { id: leadId } }, body: useFromLead ? { customer_from_lead: true, vat_basis: values.vat_basis } : values },
      {
        onSuccess: (answer) => {
          handleClose();
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
        onCancel={handleClose}
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            <CancelBtn />
            <Button icon={<EditOutlined aria-hidden />} loading={createCustomer.isPending} onClick={() => void handleEditFirst()}>
              {t('editFirst')}
            </Button>
            <OkBtn />
          </>
        )}
        destroyOnHidden
      >
        <p>{t('text')}</p>
        <Typography.Paragraph type="secondary">{t('editFirstText')}</Typography.Paragraph>
        <ConvertLeadForm
          form={form}
          vatBasis={vatBasis}
          fromLead={fromLead}
          useFromLead={useFromLead}
          onUseFromLead={setUseFromLead}
          onFinish={handleFinish}
        />
      </Modal>
    </>
  );
}
