import { useErrorsFollowLanguage } from '@portal/platform';
import { Alert, Button, Flex, Form, Modal, Popconfirm, Skeleton, Typography, type FormInstance, type FormProps } from 'antd';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

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

/** Values compared for "changed": empty text, null and missing are all nothing; key order does not count. */
function snapshot(values: unknown): string {
  const normalise = (value: unknown): unknown => {
    if (value === undefined || value === null || value === '') return null;
    if (Array.isArray(value)) return value.map(normalise);
    if (typeof value === 'object') {
      const json = (value as { toJSON?: () => unknown }).toJSON;
      if (typeof json === 'function') return json.call(value);
      return Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((key) => [key, normalise((value as Record<string, unknown>)[key])] as const)
          .filter(([, inner]) => inner !== null),
      );
    }
    return value;
  };
  return JSON.stringify(normalise(values));
}

interface LeavePromptProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave without saving?": Stay is the safe default (Escape, the close button, a click outside). */
function LeavePrompt({ open, onStay, onLeave }: LeavePromptProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={t('leave.title')}
      onCancel={onStay}
      onOk={onLeave}
      okText={t('leave.leave')}
      okButtonProps={{ danger: true }}
      cancelText={t('leave.stay')}
      cancelButtonProps={{ autoFocus: true }}
    >
      {t('leave.text')}
    </Modal>
  );
}

/** Holds in-app navigation (links, the menu, Back) while `shouldBlock()` says so, and asks. Needs a data router (the shell's). */
function NavigationGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock());
  return <LeavePrompt open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
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
 *   because of a save does not ask.
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
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const [dirty, setDirty] = useState(false);
  const [cancelAsked, setCancelAsked] = useState(false);
  const initial = useRef<string | null>(null);
  // True from a valid submit until the save is over: the page may navigate away unasked.
  const submitting = useRef(false);

  useErrorsFollowLanguage(form);

  useEffect(() => {
    // The values the form started with (its initial values); "changed" is measured against them.
    initial.current = snapshot(form.getFieldsValue(true));
  }, [form]);

  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving) submitting.current = false;
    wasSaving.current = saving;
  }, [saving]);

  const guarded = dirty && !submitting.current;
  useEffect(() => {
    if (!guarded) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (submitting.current) return;
      event.preventDefault();
      // Older browsers show their question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarded]);

  const isDirty = () => form.isFieldsTouched() && initial.current !== null && snapshot(form.getFieldsValue(true)) !== initial.current;

  const handleFinish = (values: Values) => {
    submitting.current = true;
    const result = onSubmit(values);
    if (result instanceof Promise) {
      void result.finally(() => {
        submitting.current = false;
      });
    }
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
      onValuesChange={() => setDirty(isDirty())}
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
          <Button onClick={() => (isDirty() ? setCancelAsked(true) : onCancel())}>{t('actions.cancel')}</Button>
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
              submitting.current = true;
              const done = onDelete();
              return done instanceof Promise
                ? done.finally(() => {
                    submitting.current = false;
                  })
                : done;
            }}
          >
            <Button danger disabled={saving}>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <LeavePrompt
        open={cancelAsked}
        onStay={() => setCancelAsked(false)}
        onLeave={() => {
          setCancelAsked(false);
          submitting.current = true;
          onCancel();
        }}
      />
      {inDataRouter && <NavigationGuard shouldBlock={() => isDirty() && !submitting.current} />}
    </Form>
  );
}
