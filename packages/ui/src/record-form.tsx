import { Alert, Button, Flex, Form, Popconfirm, Skeleton, Typography, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RecordFormProps<Values> {
  form: FormInstance<Values>;
  /** A heading above the fields, when the page's own title is not enough. */
  title?: ReactNode;
  /** The record is being fetched: a skeleton stands in for the fields. */
  loading: boolean;
  /** The record could not be fetched (anything truthy, e.g. a query's `isError` or `error`). */
  loadError?: unknown;
  onRetry?: () => void;
  /** The save is on its way: the Save button spins and cannot be pressed twice. */
  saving: boolean;
  onSubmit: (values: Values) => void | Promise<void>;
  onCancel: () => void;
  /** Given for an existing record: a Delete button behind a confirmation. */
  onDelete?: () => void | Promise<unknown>;
  /** The confirmation's question; a general one unless given. */
  deleteConfirm?: string;
  submitLabel?: string;
  initialValues?: FormProps<Values>['initialValues'];
  children: ReactNode;
}

/**
 * The frame of every add/edit page: an antd form (vertical, required marks, scrolls to the first
 * invalid field) with loading and failed states and one footer of Save, Cancel and Delete.
 * Enter in a field submits; Escape only closes an open confirmation.
 */
export function RecordForm<Values>({
  form,
  title,
  loading,
  loadError,
  onRetry,
  saving,
  onSubmit,
  onCancel,
  onDelete,
  deleteConfirm,
  submitLabel,
  initialValues,
  children,
}: RecordFormProps<Values>) {
  const { t } = useTranslation('common');
  const heading = title && (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
  );

  if (loadError) {
    return (
      <>
        {heading}
        <Alert
          type="error"
          showIcon
          title={t('form.loadFailed')}
          action={onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
        />
      </>
    );
  }

  if (loading) {
    return (
      <>
        {heading}
        <div role="status" aria-busy="true" aria-label={t('form.loading')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </>
    );
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark
      scrollToFirstError={{ block: 'center', focus: true }}
      initialValues={initialValues}
      // Fields stay enabled while saving, so a 422 can focus the field it is about (applyFieldErrors).
      // Enter cannot send a save twice: it clicks the Save button, which ignores clicks while loading.
      onFinish={(values) => void onSubmit(values)}
      // Enter in a date or time picker confirms what was typed there; it does not also send the form.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLElement && event.target.closest('.ant-picker')) event.preventDefault();
      }}
    >
      {heading}
      {children}
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel ?? t('actions.save')}
          </Button>
          <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        </Flex>
        {onDelete && (
          <Popconfirm
            title={deleteConfirm ?? t('form.deleteConfirm')}
            okText={t('actions.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('actions.cancel')}
            // A promise keeps the confirmation open, its button spinning, until the delete is done.
            onConfirm={() => onDelete()}
          >
            <Button danger disabled={saving}>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Form>
  );
}
