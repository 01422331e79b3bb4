// The needs analysis (SPEC §3): a question set the admins edit, and each opportunity's answers,
// checked against their question's type (a dropdown's choices against its options and its
// maximum, on the server as in the form).
import type { AppContext } from '../../core/context.js';
import type { BodyOf, Schemas } from '../../core/contract.js';
import type { Caller } from '../../core/auth/caller.js';
import type { Db } from '../../core/db/client.js';
import { recordActivity } from '../../core/audit/audit.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import type { LocalizedText } from '../../core/types.js';
import { portalPaths } from '../../core/urls.js';
import type { AnswerValue, NeedsOption } from './schema.js';
import {
  answerCount,
  answeredIds,
  answerRows,
  deleteQuestionRow,
  insertQuestion,
  keysInUse,
  listQuestions,
  lockOpportunity,
  lockQuestion,
  opportunityExists,
  questionsByIds,
  replaceAnswers,
  updateQuestionRow,
  type QuestionRow,
} from './repository.js';

type QuestionDto = Schemas['NeedsQuestion'];
type QuestionInput = BodyOf<'createNeedsQuestion'>;
type AnswersInput = BodyOf<'saveNeedsAnswers'>;
type AnswerDto = Schemas['NeedsAnswer'];

export const needsMessages = {
  created: { en: 'Question added', sw: 'Frågan har lagts till' },
  updated: { en: 'Question updated', sw: 'Frågan har uppdaterats' },
  deleted: { en: 'Question deleted', sw: 'Frågan har tagits bort' },
  saved: { en: 'Needs analysis saved', sw: 'Behovsanalysen har sparats' },
  missing: { en: 'The question does not exist', sw: 'Frågan finns inte' },
  opportunityMissing: { en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' },
  decided: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' },
  required: { en: 'Fill in this field.', sw: 'Fyll i det här fältet.' },
  options: { en: 'Add at least one option.', sw: 'Lägg till minst ett alternativ.' },
  optionKeys: { en: 'Each option needs its own key.', sw: 'Varje alternativ behöver en egen nyckel.' },
  maxSelectable: { en: 'Choose how many may be chosen, at most the number of options.', sw: 'Ange hur många som får väljas, högst antalet alternativ.' },
  notDropdown: { en: 'Only a dropdown has options.', sw: 'Bara en rullgardinslista har alternativ.' },
  typeLocked: {
    en: 'The question has answers: its answer type cannot change.',
    sw: 'Frågan har svar: dess svarstyp kan inte ändras.',
  },
  optionInUse: {
    en: 'An option that answers use cannot be removed; rename it or make the question inactive.',
    sw: 'Ett alternativ som används i svar kan inte tas bort; byt namn på det eller gör frågan inaktiv.',
  },
  answered: {
    en: 'The question has answers and cannot be deleted; make it inactive instead.',
    sw: 'Frågan har svar och kan inte tas bort; gör den inaktiv i stället.',
  },
  unknownQuestion: { en: 'The question does not exist', sw: 'Frågan finns inte' },
  text: { en: 'Write a text.', sw: 'Skriv en text.' },
  yesNo: { en: 'Answer yes or no.', sw: 'Svara ja eller nej.' },
  number: { en: 'Enter a number.', sw: 'Ange ett tal.' },
  date: { en: 'Enter a date (YYYY-MM-DD).', sw: 'Ange ett datum (ÅÅÅÅ-MM-DD).' },
  choices: { en: 'Choose among the listed options.', sw: 'Välj bland alternativen i listan.' },
} satisfies Record<string, LocalizedText>;

const tooMany = (max: number): LocalizedText => ({
  en: max === 1 ? 'Choose at most 1 option.' : `Choose at most ${max} options.`,
  sw: max === 1 ? 'Välj högst 1 alternativ.' : `Välj högst ${max} alternativ.`,
});

function toDto(row: QuestionRow, answered: boolean): QuestionDto {
  return {
    id: row.id,
    question_sv: row.questionSv,
    question_en: row.questionEn,
    answer_type: row.answerType,
    options: row.options,
    max_selectable: row.maxSelectable,
    position: row.position,
    active: row.active,
    answered,
  };
}

export async function getQuestions(ctx: AppContext, includeInactive: boolean): Promise<QuestionDto[]> {
  const db = ctx.database.db;
  const rows = await listQuestions(db, includeInactive);
  const answered = await answeredIds(db, rows.map((row) => row.id));
  return rows.map((row) => toDto(row, answered.has(row.id)));
}

/** The form's rules the schema cannot say, each on its field. */
function checkQuestion(input: QuestionInput, errors: FieldErrorBag): { options: NeedsOption[]; maxSelectable: number | null } {
  if (!input.question_sv.trim()) errors.add('question_sv', needsMessages.required);
  if (!input.question_en.trim()) errors.add('question_en', needsMessages.required);
  const options = (input.options ?? []).map((option) => ({ key: option.key, sv: option.sv.trim(), en: option.en.trim() }));
  if (input.answer_type !== 'dropdown') {
    if (options.length > 0) errors.add('options', needsMessages.notDropdown);
    return { options: [], maxSelectable: null };
  }
  if (options.length === 0) errors.add('options', needsMessages.options);
  if (new Set(options.map((option) => option.key)).size !== options.length) errors.add('options', needsMessages.optionKeys);
  if (options.some((option) => !option.sv || !option.en)) errors.add('options', needsMessages.required);
  const max = input.max_selectable ?? null;
  if (max === null || max < 1 || max > Math.max(options.length, 1)) errors.add('max_selectable', needsMessages.maxSelectable);
  return { options, maxSelectable: max };
}

export async function createQuestion(ctx: AppContext, input: QuestionInput): Promise<QuestionDto> {
  const errors = new FieldErrorBag();
  const { options, maxSelectable } = checkQuestion(input, errors);
  errors.throwIfAny();
  const row = await insertQuestion(ctx.database.db, {
    questionSv: input.question_sv.trim(),
    questionEn: input.question_en.trim(),
    answerType: input.answer_type,
    options,
    maxSelectable,
    position: input.position ?? undefined,
    active: input.active ?? true,
  });
  return toDto(row, false);
}

export async function updateQuestion(ctx: AppContext, id: number, input: QuestionInput): Promise<QuestionDto> {
  return ctx.database.transaction(async (tx) => {
    const current = await lockQuestion(tx.db, id);
    if (!current) throw notFound(needsMessages.missing);
    const errors = new FieldErrorBag();
    const { options, maxSelectable } = checkQuestion(input, errors);
    const answered = (await answeredIds(tx.db, [id])).has(id);
    if (answered && input.answer_type !== current.answerType) errors.add('answer_type', needsMessages.typeLocked);
    if (answered && current.answerType === 'dropdown') {
      const kept = new Set(options.map((option) => option.key));
      if ([...(await keysInUse(tx.db, id))].some((key) => !kept.has(key))) errors.add('options', needsMessages.optionInUse);
    }
    errors.throwIfAny();
    const row = await updateQuestionRow(tx.db, id, {
      questionSv: input.question_sv.trim(),
      questionEn: input.question_en.trim(),
      answerType: input.answer_type,
      options,
      maxSelectable,
      position: input.position ?? current.position,
      active: input.active ?? current.active,
    });
    return toDto(row, answered);
  });
}

export async function deleteQuestion(ctx: AppContext, id: number): Promise<void> {
  await ctx.database.transaction(async (tx) => {
    if (!(await lockQuestion(tx.db, id))) throw notFound(needsMessages.missing);
    if ((await answerCount(tx.db, id)) > 0) throw conflict(needsMessages.answered);
    await deleteQuestionRow(tx.db, id);
  });
}

async function answersOf(db: Db, opportunityId: number): Promise<AnswerDto[]> {
  const rows = await answerRows(db, opportunityId);
  const answered = await answeredIds(db, rows.map((row) => row.question.id));
  return rows.map((row) => ({ question: toDto(row.question, answered.has(row.question.id)), value: row.value ?? null }));
}

/** `db` is the caller's transaction when it reads inside one (a quote's answer is shown after its save). */
export async function getAnswers(ctx: AppContext, opportunityId: number, db: Db = ctx.database.db): Promise<AnswerDto[]> {
  if (!(await opportunityExists(db, opportunityId))) throw notFound(needsMessages.opportunityMissing);
  return answersOf(db, opportunityId);
}

const isEmpty = (value: AnswerValue | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The value stored for an answer, or the message saying why it does not fit its question. */
export function checkAnswer(question: Pick<QuestionRow, 'answerType' | 'options' | 'maxSelectable'>, value: AnswerValue): { value: AnswerValue } | { error: LocalizedText } {
  switch (question.answerType) {
    case 'text':
      return typeof value === 'string' ? { value: value.trim() } : { error: needsMessages.text };
    case 'yes_no':
      return typeof value === 'boolean' ? { value } : { error: needsMessages.yesNo };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { value } : { error: needsMessages.number };
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? { value } : { error: needsMessages.date };
    case 'dropdown': {
      if (!Array.isArray(value)) return { error: needsMessages.choices };
      const keys = new Set(question.options.map((option) => option.key));
      const chosen = [...new Set(value)];
      if (chosen.some((key) => !keys.has(key))) return { error: needsMessages.choices };
      const max = question.maxSelectable ?? 1;
      return chosen.length > max ? { error: tooMany(max) } : { value: chosen };
    }
  }
}

/** Replaces an open opportunity's answers (compare with its status under a row lock), logged. */
export async function saveAnswers(ctx: AppContext, caller: Caller, opportunityId: number, input: AnswersInput): Promise<AnswerDto[]> {
  return ctx.database.transaction(async (tx) => {
    const opportunity = await lockOpportunity(tx.db, opportunityId);
    if (!opportunity) throw notFound(needsMessages.opportunityMissing);
    if (opportunity.status !== 'open') throw conflict(needsMessages.decided);

    const ids = [...new Set(input.answers.map((answer) => answer.question_id))];
    const questions = await questionsByIds(tx.db, ids);
    const byId = new Map(questions.map((question) => [question.id, question]));
    const errors = new FieldErrorBag();
    const values: { questionId: number; value: AnswerValue }[] = [];
    for (const answer of input.answers) {
      const field = `answers.${answer.question_id}`;
      const question = byId.get(answer.question_id);
      if (!question) {
        errors.add(field, needsMessages.unknownQuestion);
        continue;
      }
      if (isEmpty(answer.value)) continue;
      const checked = checkAnswer(question, answer.value!);
      if ('error' in checked) errors.add(field, checked.error);
      else if (!values.some((kept) => kept.questionId === question.id)) values.push({ questionId: question.id, value: checked.value });
    }
    errors.throwIfAny();

    await replaceAnswers(tx.db, opportunityId, values);
    await recordActivity(tx.db, {
      logName: 'Opportunity',
      event: 'updated',
      subjectType: 'Opportunity',
      subjectId: opportunityId,
      causerId: caller.userId,
      properties: { name: opportunity.name },
      accountId: opportunity.accountId,
      link: portalPaths.opportunity(opportunityId),
    });
    return answersOf(tx.db, opportunityId);
  });
}
