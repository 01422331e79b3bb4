import { pickMessage } from '@portal/api-client';
import { $api, applyFieldErrors, notify, useLanguage } from '@portal/platform';
import { PageFrame, useUnsavedChanges } from '@portal/ui';
import { Button, Form, Input, Card } from 'antd';
import { useTranslation } from 'react-i18next';

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** SPEC §8 password rule, mirrored for comfort; the server decides. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-zÅÄÖåäö])(?=.*\d).{8,}$/;

/** /admin-reset-password and /partner-reset-password: change one's own password. */
export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [form] = Form.useForm<PasswordValues>();
  const changes = useUnsavedChanges(form);
  const change = $api.useMutation('post', '/change-password', {
    onSuccess: (body) => {
      form.resetFields();
      // The fields are empty again, as at the start: nothing left to lose.
      changes.markSaved();
      notify.success(pickMessage(body.message, language));
    },
    onError: (error) => applyFieldErrors(form, error, PASSWORD_FIELDS, language),
  });

  return (
    <PageFrame title={t('common:routes.adminResetPassword')}>
      <Card style={{ maxWidth: 480 }}>
        <Form<PasswordValues>
          form={form}
          layout="vertical"
          noValidate
          onValuesChange={changes.onValuesChange}
          onFinish={(body) => change.mutate({ body })}
        >
          <Form.Item name="current_password" label={t('password.current')} rules={[{ required: true, message: t('validation.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('password.new')}
            extra={t('password.rule')}
            rules={[
              { required: true, message: t('validation.required') },
              { pattern: PASSWORD_PATTERN, message: t('password.rule') },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="password_confirmation"
            label={t('password.confirm')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('validation.required') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
          {changes.guard}
        </Form>
      </Card>
    </PageFrame>
  );
}
