import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { applyFieldErrors, useLanguage } from '@portal/platform';
import { useFormRules } from '@portal/ui';
import { Alert, Button, Drawer, Flex, Form, Input, List, Modal, Popconfirm, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  questionText,
  useCreateNeedsQuestion,
  useDeleteNeedsQuestion,
  useNeedsQuestions,
  useUpdateNeedsQuestion,
  type NeedsAnswerType,
  type NeedsQuestion,
  type NeedsQuestionInput,
} from './use-needs-analysis';
import { DropdownOptionsFields } from './dropdown-options-fields';
import '../../i18n/needs';

const TYPES: readonly NeedsAnswerType[] = ['text', 'yes_no', 'number', 'date', 'dropdown'];
const FIELDS = ['question_sv', 'question_en', 'answer_type', 'options', 'max_selectable', 'active'] as const;

interface QuestionFormValues {
  question_sv: string;
  question_en: string;
  answer_type: NeedsAnswerType;
  options: { key?: string; sv: string; en: string }[];
  max_selectable: number | null;
  active: boolean;
}

/** A key for a new option: stable once saved (answers store it), unique within the question. */
function newKey(taken: Set<string>): string {
  let key = '';
  do key = `o${Math.random().toString(36).slice(2, 8)}`;
  while (taken.has(key));
  return key;
}

function toInput(values: QuestionFormValues): NeedsQuestionInput {
  const dropdown = values.answer_type === 'dropdown';
  const taken = new Set((values.options ?? []).flatMap((option) => (option.key ? [option.key] : [])));
  return {
    question_sv: values.question_sv.trim(),
    question_en: values.question_en.trim(),
    answer_type: values.answer_type,
    options: dropdown
      ? (values.options ?? []).map((option) => {
          const key = option.key ?? newKey(taken);
          taken.add(key);
          return { key, sv: option.sv.trim(), en: option.en.trim() };
        })
      : [],
    max_selectable: dropdown ? values.max_selectable : null,
    active: values.active,
  };
}

export interface NeedsQuestionsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The needs-analysis question set, edited by admins: every opportunity asks these. */
export function NeedsQuestionsDrawer({ open, onClose }: NeedsQuestionsDrawerProps) {
  const { t } = useTranslation('needsAnalysis');
  const language = useLanguage();
  const questions = useNeedsQuestions(open);
  const remove = useDeleteNeedsQuestion();
  const [editing, setEditing] = useState<NeedsQuestion | 'new' | null>(null);

  return (
    <Drawer open={open} onClose={onClose} title={t('questions.title')} size={560} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('questions.intro')}</Typography.Paragraph>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
        {t('questions.add')}
      </Button>
      {questions.isPending ? (
        <Skeleton active />
      ) : questions.isError ? (
        <Alert type="error" showIcon title={t('loadError')} />
      ) : (
        <List
          dataSource={questions.data}
          renderItem={(question) => (
            <List.Item
              actions={[
                <Button key="edit" size="small" onClick={() => setEditing(question)}>
                  {t('questions.edit')}
                </Button>,
                ...(question.answered
                  ? []
                  : [
                      <Popconfirm
                        key="delete"
                        title={t('questions.deleteTitle')}
                        okText={t('questions.delete')}
                        cancelText={t('cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove.mutateAsync({ params: { path: { id: question.id } } }).then(() => undefined, () => undefined)}
                      >
                        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('questions.deleteNamed', { question: questionText(question, language) })} />
                      </Popconfirm>,
                    ]),
              ]}
            >
              <List.Item.Meta
                title={questionText(question, language)}
                description={
                  <Flex gap={4} wrap>
                    <Tag>{t(`type.${question.answer_type}`)}</Tag>
                    {question.answer_type === 'dropdown' && <Tag>{t('chooseAtMost', { count: question.max_selectable ?? 1 })}</Tag>}
                    {!question.active && <Tag color="orange">{t('inactiveTag')}</Tag>}
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
      <QuestionDialog question={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
}

function QuestionDialog({ question, onClose }: { question: NeedsQuestion | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('needsAnalysis');
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<QuestionFormValues>();
  const create = useCreateNeedsQuestion();
  const update = useUpdateNeedsQuestion();
  const type = Form.useWatch('answer_type', form);
  const existing = question !== null && question !== 'new' ? question : null;

  const handleFinish = (values: QuestionFormValues) => {
    const body = toInput(values);
    const saving = existing ? update.mutateAsync({ params: { path: { id: existing.id } }, body }) : create.mutateAsync({ body });
    return saving.then(onClose, (error: unknown) => {
      applyFieldErrors(form, error, FIELDS, language);
    });
  };

  return (
    <Modal
      open={question !== null}
      title={existing ? t('questions.editTitle') : t('questions.addTitle')}
      okText={t('questions.save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending, htmlType: 'submit', form: 'needs-question' }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<QuestionFormValues>
        id="needs-question"
        name="needs-question"
        form={form}
        layout="vertical"
        noValidate
        preserve={false}
        onFinish={handleFinish}
        initialValues={{
          question_sv: existing?.question_sv ?? '',
          question_en: existing?.question_en ?? '',
          answer_type: existing?.answer_type ?? 'text',
          options: existing?.options ?? [],
          max_selectable: existing?.max_selectable ?? 1,
          active: existing?.active ?? true,
        }}
      >
        <Form.Item name="question_sv" label={t('questions.fields.question_sv')} rules={[rules.required, rules.maxLength(500)]}>
          <Input />
        </Form.Item>
        <Form.Item name="question_en" label={t('questions.fields.question_en')} rules={[rules.required, rules.maxLength(500)]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="answer_type"
          label={t('questions.fields.answer_type')}
          extra={existing?.answered ? t('questions.typeLocked') : undefined}
          rules={[rules.choose]}
        >
          <Select disabled={existing?.answered} options={TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} />
        </Form.Item>
        {type === 'dropdown' && <DropdownOptionsFields />}
        <Form.Item name="active" label={t('questions.fields.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
