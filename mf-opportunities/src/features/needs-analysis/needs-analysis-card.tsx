import { ApiError, pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { useUnsavedChanges, lazyDialog } from '@portal/ui';
import { Button, Descriptions, Empty, Flex, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import { formatDate } from '../../shared/record-dates';
import { SectionCard } from '../../shared/section-card';
import { AnswerField } from './answer-field';
import { questionText, useNeedsAnswers, useSaveNeedsAnswers, type NeedsAnswer } from './use-needs-analysis';
import '../../i18n/needs';

/** The question set's drawer: fetched when first opened (issue 9). */
const NeedsQuestionsDrawer = lazyDialog(async () => (await import('./needs-questions-drawer')).NeedsQuestionsDrawer);

type FieldValue = string | number | boolean | string[] | Dayjs | null | undefined;
type FormValues = Record<string, FieldValue>;

const fieldName = (questionId: number) => `q_${questionId}`;

/** The API's answer as the form's field value (a date as dayjs for the picker). */
function toField(answer: NeedsAnswer): FieldValue {
  if (answer.value === null) return answer.question.answer_type === 'dropdown' ? [] : undefined;
  return answer.question.answer_type === 'date' && typeof answer.value === 'string' ? dayjs(answer.value) : answer.value;
}

/** The form's value as the API's (empty is null: no answer). */
function toValue(value: FieldValue): string | number | boolean | string[] | null {
  if (value === undefined || value === null) return null;
  if (dayjs.isDayjs(value)) return value.format('YYYY-MM-DD');
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  return value;
}

export interface NeedsAnalysisCardProps {
  opportunity: Opportunity;
}

/**
 * The needs analysis of an opportunity (SPEC §3): the admins' questions, each answered in the
 * way its type asks (text, yes/no, number, date, a dropdown with a maximum to choose, enforced
 * here and by the server). The question set is edited from here too ("Hantera frågor").
 */
export function NeedsAnalysisCard({ opportunity }: NeedsAnalysisCardProps) {
  const { t } = useTranslation('needsAnalysis');
  const language = useLanguage();
  const answers = useNeedsAnswers(opportunity.id);
  const [editingQuestions, setEditingQuestions] = useState(false);
  const editable = opportunity.allowed_actions.includes('edit');

  return (
    <SectionCard
      title={t('title')}
      extra={<Button onClick={() => setEditingQuestions(true)}>{t('manage')}</Button>}
      loading={answers.isPending}
      loadError={answers.isError && t('loadError')}
      onRetry={() => void answers.refetch()}
    >
      {answers.data &&
        (answers.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noQuestions')} />
        ) : editable ? (
          // A new form when the question set changes (its fields are the questions).
          <AnswersForm key={answers.data.map((answer) => answer.question.id).join('-')} opportunity={opportunity} answers={answers.data} />
        ) : (
          <Descriptions
            bordered
            column={1}
            items={answers.data.map((answer) => ({
              key: answer.question.id,
              label: questionText(answer.question, language),
              children: <AnswerText answer={answer} />,
            }))}
          />
        ))}
      <NeedsQuestionsDrawer open={editingQuestions} onClose={() => setEditingQuestions(false)} />
    </SectionCard>
  );
}

function AnswerText({ answer }: { answer: NeedsAnswer }) {
  const { t } = useTranslation('needsAnalysis');
  const language = useLanguage();
  const { value, question } = answer;
  if (value === null || (Array.isArray(value) && value.length === 0)) return <Typography.Text type="secondary">–</Typography.Text>;
  if (typeof value === 'boolean') return <>{value ? t('yes') : t('no')}</>;
  if (question.answer_type === 'date' && typeof value === 'string') return <>{formatDate(value, language)}</>;
  if (Array.isArray(value)) {
    return <>{value.map((key) => question.options.find((option) => option.key === key)?.[language] ?? key).join(', ')}</>;
  }
  return <>{String(value)}</>;
}

function AnswersForm({ opportunity, answers }: { opportunity: Opportunity; answers: NeedsAnswer[] }) {
  const { t } = useTranslation('needsAnalysis');
  const language = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const changes = useUnsavedChanges(form);
  const save = useSaveNeedsAnswers();
  const initialValues = useMemo(() => Object.fromEntries(answers.map((answer) => [fieldName(answer.question.id), toField(answer)])), [answers]);

  const handleFinish = (values: FormValues) =>
    save
      .mutateAsync({
        params: { path: { id: opportunity.id } },
        body: { answers: answers.map((answer) => ({ question_id: answer.question.id, value: toValue(values[fieldName(answer.question.id)]) })) },
      })
      .then(
        () => changes.markSaved(),
        (error: unknown) => {
          // The server names an answer `answers.{question id}`.
          if (!(error instanceof ApiError)) return;
          const fields = Object.entries(error.problem.fieldErrors).flatMap(([name, message]) => {
            const id = /^answers\.(\d+)$/.exec(name)?.[1];
            return id ? [{ name: fieldName(Number(id)), errors: [pickMessage(message, language)] }] : [];
          });
          if (fields.length > 0) form.setFields(fields);
        },
      );

  return (
    <Form<FormValues> form={form} name="needs-analysis" layout="vertical" noValidate initialValues={initialValues} onFinish={handleFinish} onValuesChange={changes.onValuesChange}>
      {changes.guard}
      <Flex vertical gap={0}>
        {answers.map(({ question }) => (
          <AnswerField key={question.id} question={question} name={fieldName(question.id)} />
        ))}
      </Flex>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
