import { useErrorsFollowLanguage } from '@portal/platform';
import { Alert, Button, Flex, Form, Popconfirm, Skeleton, Typography, type FormInstance, type FormProps } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './use-unsaved-changes';

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
  /**
   * Saves the values. Navigating away from the page while the save is on its way (or in its
   * success callback) is not questioned; once `saving` is over (or the returned promise settled)
   * without leaving, unsaved changes are guarded again.
   */
  onSubmit: (values: Values) => void | Promise<void>;
  /** Leaves the form; asked first when there are unsaved changes. */
  onCancel: () => void;
  /** Given for an existing record: a Delete button behind a confirmation. */
  onDelete?: () => void | Promise<unknown>;
  /** The confirmation's question; a general one unless given. */
  deleteConfirm?: string;
  /** The Save button's text; "Spara" unless given (docs/wording.md: every save button says Spara). */
  submitLabel?: string;
  initialValues?: FormProps<Values>['initialValues'];
  children: ReactNode;
}

/**
 * The frame of every add/edit page: an antd form (vertical, required marks, scrolls to the first
 * invalid field) with loading and failed states and one footer of Save, Cancel and Delete.
 * Enter in a field submits; Escape only closes an open confirmation.
 *
 * Every form built on it also gets, without a line of its own:
 * - only the portal's validation: no browser bubbles (`noValidate`), the first error focused;
 * - error messages that follow a language switch: its own rules' messages and the server's 422
 *   messages put there by `applyFieldErrors`;
 * - a question before unsaved changes are lost: leaving by a link, the menu, Back or Cancel asks
 *   "Lämna utan att spara?", closing or reloading the tab asks the browser's question; leaving
 *   because of a save does not ask (`useUnsavedChanges`, which a form of its own uses alike).
 */
export function RecordForm<Values>(props: RecordFormProps<Values>) {
  const { title, loading, loadError, onRetry } = props;
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

  return <LoadedRecordForm {...props} heading={heading} />;
}

function LoadedRecordForm<Values>({
  form,
  heading,
  saving,
  onSubmit,
  onCancel,
  onDelete,
  deleteConfirm,
  submitLabel,
  initialValues,
  children,
}: RecordFormProps<Values> & { heading: ReactNode }) {
  const { t } = useTranslation('common');
  const { guardAgain, allowLeaving, ...changes } = useUnsavedChanges(form);

  useErrorsFollowLanguage(form);

  // A save that stayed on the page (refused, or saved without leaving): its changes are guarded again.
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving) guardAgain();
    wasSaving.current = saving;
  }, [saving, guardAgain]);

  const handleFinish = (values: Values) => {
    allowLeaving();
    const result = onSubmit(values);
    if (result instanceof Promise) void result.finally(guardAgain);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark
      // The portal's own messages only: no browser bubble in the browser's language over them.
      noValidate
      scrollToFirstError={{ block: 'center', focus: true }}
      initialValues={initialValues}
      onValuesChange={changes.onValuesChange}
      // Fields stay enabled while saving, so a 422 can focus the field it is about (applyFieldErrors).
      // Enter cannot send a save twice: it clicks the Save button, which ignores clicks while loading.
      onFinish={handleFinish}
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
          <Button onClick={() => changes.confirmLeave(onCancel)}>{t('actions.cancel')}</Button>
        </Flex>
        {onDelete && (
          <Popconfirm
            title={deleteConfirm ?? t('form.deleteConfirm')}
            okText={t('actions.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('actions.cancel')}
            // A promise keeps the confirmation open, its button spinning, until the delete is done.
            // A deleted record has nothing left to save: leaving afterwards is not questioned.
            onConfirm={() => {
              allowLeaving();
              const done = onDelete();
              return done instanceof Promise ? done.finally(guardAgain) : done;
            }}
          >
            <Button danger disabled={saving}>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {changes.guard}
    </Form>
  );
}
