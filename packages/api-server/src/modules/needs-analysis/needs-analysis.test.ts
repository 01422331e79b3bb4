// The needs analysis: the question set admins edit, and answers checked by type, with a
// dropdown's maximum enforced on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { daysFromToday } from '../../../test/support/leads.js';
import { checkAnswer } from './service.js';

let t: TestApp;
let admin: string;
let partner: string;
let berglund: number;
let johan: number;

const one = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  berglund = await one(`SELECT id FROM accounts WHERE company_name = 'Berglund Konsult AB'`);
  johan = await one(`SELECT id FROM contacts WHERE email = 'johan@berglundkonsult.demo'`);
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: Body, token: string | null = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: token === null ? {} : bearer(token), ...(payload === undefined ? {} : { payload }) });

async function newOpportunity(): Promise<number> {
  const response = await call('POST', '/opportunities', {
    account_id: berglund,
    contact_id: johan,
    vat_basis: 'ex',
    conference_type: 'day',
    start_date: daysFromToday(20),
    end_date: daysFromToday(20),
    participants: 10,
  });
  return json(response).data.id as number;
}

const dropdown = (overrides: Body = {}): Body => ({
  question_sv: 'Vilken sorts lokal?',
  question_en: 'What kind of venue?',
  answer_type: 'dropdown',
  options: [
    { key: 'castle', sv: 'Slott', en: 'Castle' },
    { key: 'sea', sv: 'Vid havet', en: 'By the sea' },
    { key: 'city', sv: 'I stan', en: 'In town' },
  ],
  max_selectable: 2,
  ...overrides,
});

describe('the question set', () => {
  it('ships a first set in order and lets admins add, edit and delete questions', async () => {
    const initial = json(await call('GET', '/needs-questions')).data as Body[];
    expect(initial.map((question) => question.answer_type)).toEqual(['text', 'yes_no', 'number', 'date', 'dropdown', 'dropdown']);
    const created = await call('POST', '/needs-questions', dropdown());
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).message).toEqual({ en: 'Question added', sw: 'Frågan har lagts till' });
    const question = json(created).data;
    expect(question).toMatchObject({ answer_type: 'dropdown', max_selectable: 2, active: true, answered: false, position: 7 });

    const edited = await call('PUT', `/needs-question/${question.id}`, dropdown({ question_sv: 'Vilken miljö?', active: false }));
    expect(json(edited).data).toMatchObject({ question_sv: 'Vilken miljö?', active: false });
    expect((json(await call('GET', '/needs-questions')).data as Body[]).some((row) => row.id === question.id)).toBe(false);
    expect((json(await call('GET', '/needs-questions?include_inactive=true')).data as Body[]).some((row) => row.id === question.id)).toBe(true);

    const removed = await call('DELETE', `/needs-question/${question.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', `/needs-question/${question.id}`)).statusCode).toBe(404);
  });

  it('checks each question on its field', async () => {
    const noOptions = await call('POST', '/needs-questions', dropdown({ options: [], max_selectable: 1 }));
    expect(json(noOptions).errors.options[0].en).toBe('Add at least one option.');
    const tooMany = await call('POST', '/needs-questions', dropdown({ max_selectable: 4 }));
    expect(Object.keys(json(tooMany).errors)).toEqual(['max_selectable']);
    const twice = await call('POST', '/needs-questions', dropdown({ options: [{ key: 'a', sv: 'A', en: 'A' }, { key: 'a', sv: 'B', en: 'B' }] }));
    expect(json(twice).errors.options[0].en).toBe('Each option needs its own key.');
    const textWithOptions = await call('POST', '/needs-questions', dropdown({ answer_type: 'text', max_selectable: null }));
    expect(json(textWithOptions).errors.options[0].en).toBe('Only a dropdown has options.');
    const blank = await call('POST', '/needs-questions', { question_sv: ' ', question_en: '', answer_type: 'text' });
    expect(Object.keys(json(blank).errors).sort()).toEqual(['question_en', 'question_sv']);
  });
});

describe('answers', () => {
  it('saves answers of every type, and a dropdown at most its maximum (422 on answers.{id}), writing nothing on error', async () => {
    const id = await newOpportunity();
    const questions = json(await call('GET', '/needs-questions')).data as Body[];
    const [purpose, projector, budget, deadline, diet, activities] = questions;
    const empty = json(await call('GET', `/opportunity/${id}/answers`)).data as Body[];
    expect(empty.every((answer) => answer.value === null)).toBe(true);

    const answers = [
      { question_id: purpose!.id, value: '  Kickoff  ' },
      { question_id: projector!.id, value: true },
      { question_id: budget!.id, value: 2500 },
      { question_id: deadline!.id, value: daysFromToday(5) },
      { question_id: diet!.id, value: ['vegan', 'gluten_free'] },
      { question_id: activities!.id, value: ['spa'] },
    ];
    const saved = await call('PUT', `/opportunity/${id}/answers`, { answers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toEqual({ en: 'Needs analysis saved', sw: 'Behovsanalysen har sparats' });
    const values = Object.fromEntries((json(saved).data as Body[]).map((answer) => [answer.question.id, answer.value]));
    expect(values[purpose!.id]).toBe('Kickoff');
    expect(values[diet!.id]).toEqual(['vegan', 'gluten_free']);

    const wrong = await call('PUT', `/opportunity/${id}/answers`, {
      answers: [
        { question_id: activities!.id, value: ['spa', 'outdoor', 'team_building'] },
        { question_id: projector!.id, value: 'kanske' },
        { question_id: diet!.id, value: ['pizza'] },
        { question_id: deadline!.id, value: '2031-02-30x' },
      ],
    });
    expect(wrong.statusCode).toBe(422);
    const { errors } = json(wrong);
    expect(errors[`answers.${activities!.id}`][0]).toEqual({ en: 'Choose at most 2 options.', sw: 'Välj högst 2 alternativ.' });
    expect(errors[`answers.${projector!.id}`][0].en).toBe('Answer yes or no.');
    expect(errors[`answers.${diet!.id}`][0].en).toBe('Choose among the listed options.');
    expect(errors[`answers.${deadline!.id}`][0].en).toBe('Enter a date (YYYY-MM-DD).');
    const after = Object.fromEntries((json(await call('GET', `/opportunity/${id}/answers`)).data as Body[]).map((answer) => [answer.question.id, answer.value]));
    expect(after).toEqual(values);

    // An answered question keeps its type and the options its answers use; it cannot be deleted.
    const locked = await call('PUT', `/needs-question/${diet!.id}`, { ...diet, answer_type: 'text', options: [], max_selectable: null, id: undefined, answered: undefined });
    expect(locked.statusCode).toBe(422);
    const { id: _id, answered: _answered, ...dietInput } = diet!;
    const dropping = await call('PUT', `/needs-question/${diet!.id}`, { ...dietInput, options: (diet!.options as Body[]).filter((option) => option.key !== 'vegan') });
    expect(json(dropping).errors.options[0].en).toContain('cannot be removed');
    expect((await call('DELETE', `/needs-question/${diet!.id}`)).statusCode).toBe(409);

    // Empty answers are no answers.
    const cleared = await call('PUT', `/opportunity/${id}/answers`, { answers: [{ question_id: purpose!.id, value: '' }, { question_id: diet!.id, value: [] }] });
    expect((json(cleared).data as Body[]).every((answer) => answer.value === null)).toBe(true);
  });

  it('refuses a decided opportunity (409), unknown ones (404), partners (403) and anonymous callers (401)', async () => {
    const id = await newOpportunity();
    await call('POST', `/opportunity/${id}/close`);
    expect((await call('PUT', `/opportunity/${id}/answers`, { answers: [] })).statusCode).toBe(409);
    expect((await call('GET', '/opportunity/99999999/answers')).statusCode).toBe(404);
    expect((await call('PUT', '/needs-question/99999999', dropdown())).statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['GET', '/needs-questions', undefined],
      ['POST', '/needs-questions', dropdown()],
      ['GET', `/opportunity/${id}/answers`, undefined],
      ['PUT', `/opportunity/${id}/answers`, { answers: [] }],
    ] as const) {
      expect((await call(method, url, payload, partner)).statusCode).toBe(403);
      expect((await call(method, url, payload, null)).statusCode).toBe(401);
    }
  });

  it('checks values by type without a database', () => {
    const question = { answerType: 'dropdown' as const, options: [{ key: 'a', sv: 'A', en: 'A' }], maxSelectable: 1 };
    expect(checkAnswer(question, ['a', 'a'])).toEqual({ value: ['a'] });
    expect(checkAnswer({ ...question, answerType: 'number' }, Number.NaN)).toHaveProperty('error');
  });
});
