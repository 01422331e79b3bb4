import { pickMessage } from '@portal/api-client';
import { $api, applyFieldErrors, notify, storeUser, useLanguage } from '@portal/platform';
import { PageFrame, useUnsavedChanges } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Skeleton, Card } from 'antd';
import { useTranslation } from 'react-i18next';

interface ProfileValues {
  first_name: string;
  last_name: string;
  phone?: string | null;
  mobile_phone?: string | null;
  address?: string | null;
}

const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'mobile_phone', 'address'] as const;

/** /profile: the signed-in admin's own details. */
export function ProfilePage() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [form] = Form.useForm<ProfileValues>();
  // The page stays after a save: the saved values become the new "unchanged", so leaving then does not ask.
  const changes = useUnsavedChanges(form);
  const queryClient = useQueryClient();
  const { data: user, isLoading } = $api.useQuery('get', '/profile', {}, { select: (body) => body.data });
  const save = $api.useMutation('post', '/profile', {
    onSuccess: (body) => {
      changes.markSaved();
      storeUser(body.data);
      queryClient.setQueryData(['get', '/profile', {}], { data: body.data });
      notify.success(pickMessage(body.message, language));
    },
    onError: (error) => applyFieldErrors(form, error, PROFILE_FIELDS, language),
  });

  return (
    <PageFrame title={t('common:routes.profile')}>
      <Card style={{ maxWidth: 720 }}>
        {isLoading || !user ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions column={1} style={{ marginBottom: 24 }} items={[
              { key: 'email', label: t('profile.email'), children: user.email },
              { key: 'role', label: t('profile.role'), children: t(`profile.roles.${user.roles}`) },
              ...(user.company ? [{ key: 'company', label: t('profile.company'), children: user.company }] : []),
            ]} />
            <Form<ProfileValues>
              form={form}
              layout="vertical"
              noValidate
              initialValues={user}
              onValuesChange={changes.onValuesChange}
              onFinish={(values) => save.mutate({ body: { ...values, phone: values.phone || null, mobile_phone: values.mobile_phone || null, address: values.address || null } })}
            >
              <Form.Item name="first_name" label={t('profile.firstName')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 100 }]}>
                <Input autoComplete="given-name" />
              </Form.Item>
              <Form.Item name="last_name" label={t('profile.lastName')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 100 }]}>
                <Input autoComplete="family-name" />
              </Form.Item>
              <Form.Item name="phone" label={t('profile.phone')} rules={[{ max: 40 }]}>
                <Input autoComplete="tel" inputMode="tel" />
              </Form.Item>
              <Form.Item name="mobile_phone" label={t('profile.mobilePhone')} rules={[{ max: 40 }]}>
                <Input autoComplete="tel" inputMode="tel" />
              </Form.Item>
              <Form.Item name="address" label={t('profile.address')} rules={[{ max: 300 }]}>
                <Input.TextArea autoSize={{ minRows: 2 }} autoComplete="street-address" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common:actions.save')}
              </Button>
              {changes.guard}
            </Form>
          </>
        )}
      </Card>
    </PageFrame>
  );
}
