import { applyFieldErrors } from '@portal/platform';
import { Alert, Button, Card, Field, rules, TextArea, useForm } from '@portal/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quietLinkRequest } from '../../shared/link-request';
import { useAskQuestion, useSayNoneSuits } from './api/use-customer-request';
import { CUSTOMER_REQUEST_NS } from './texts';

const MAX = 2000;

interface TextFormProps {
  name: string;
  field: 'question' | 'reason';
  title: string;
  intro: string;
  label: string;
  help?: string;
  send: string;
  sent: string;
  sending: boolean;
  /** The page's main action is the next step: a form that turns away from it sends with a plain button. */
  secondary?: boolean;
  /** Resolves once the server has it; rejects with its error. */
  onSend: (text: string) => Promise<unknown>;
}

/** One text to the intermediary: required, at most 2 000 characters, the server's 422 next to the field, then a thank-you. */
function TextForm({ name, field, title, intro, label, help, send, sent, sending, secondary, onSend }: TextFormProps) {
  const [done, setDone] = useState(false);
  const form = useForm<Record<typeof field, string>>({
    name,
    rules: { [field]: [rules.required, rules.maxLength(MAX)] } as never,
    onSubmit: (values) => {
      setDone(false);
      onSend(values[field]!.trim()).then(
        () => {
          form.setValues({ [field]: '' } as never);
          setDone(true);
        },
        (error: unknown) => applyFieldErrors(form, error, [field]),
      );
    },
  });
  return (
    <Card className="cp-section" title={<h2 className="cp-h4">{title}</h2>}>
      {intro && <p className="cp-p">{intro}</p>}
      <form name={name} noValidate onSubmit={form.handleSubmit}>
        <Field label={label} help={help} {...form.field(field)}>
          <TextArea {...form.bind(field)} rows={4} maxLength={MAX} />
        </Field>
        <Button type="submit" variant={secondary ? 'default' : 'primary'} loading={sending}>
          {send}
        </Button>
      </form>
      {done && <Alert type="success" className="cr-sent" title={sent} />}
    </Card>
  );
}

/** The question to the intermediary: it becomes a note for the customer's contact person, who is told. */
export function QuestionForm({ token }: { token: string }) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const ask = useAskQuestion(token);
  return (
    <TextForm
      name="customer-question"
      field="question"
      title={t('question.title')}
      intro=""
      label={t('question.label')}
      help={t('question.help')}
      send={t('question.send')}
      sent={t('question.sent')}
      sending={ask.isPending}
      onSend={(question) => ask.mutateAsync({ ...quietLinkRequest(token), body: { question } })}
    />
  );
}

/** "None of these venues suits us", with the reason: offered while the presentation waits for the customer. */
export function NoneSuitsForm({ token }: { token: string }) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const say = useSayNoneSuits(token);
  return (
    <TextForm
      name="customer-none-suits"
      field="reason"
      title={t('noneSuits.title')}
      intro={t('noneSuits.text')}
      label={t('noneSuits.label')}
      send={t('noneSuits.send')}
      sent={t('noneSuits.sent')}
      sending={say.isPending}
      secondary
      onSend={(reason) => say.mutateAsync({ ...quietLinkRequest(token), body: { reason } })}
    />
  );
}
