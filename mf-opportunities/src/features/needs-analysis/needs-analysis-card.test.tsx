import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anOpportunity } from '../../testing/fixtures';
import { NeedsAnalysisCard } from './needs-analysis-card';
import type { NeedsAnswer, NeedsQuestion } from './use-needs-analysis';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const question = (overrides: Partial<NeedsQuestion>): NeedsQuestion => ({
  id: 1,
  question_sv: 'Vad är syftet?',
  question_en: 'What is the purpose?',
  answer_type: 'text',
  options: [],
  max_selectable: null,
  position: 1,
  active: true,
  answered: false,
  ...overrides,
});

const purpose = question({});
const projector = question({ id: 2, question_sv: 'Behövs projektor?', question_en: 'Projector needed?', answer_type: 'yes_no', position: 2 });
const activities = question({
  id: 3,
  question_sv: 'Aktiviteter?',
  question_en: 'Activities?',
  answer_type: 'dropdown',
  options: [
    { key: 'spa', sv: 'Spa', en: 'Spa' },
    { key: 'outdoor', sv: 'Utomhus', en: 'Outdoors' },
  ],
  max_selectable: 1,
  position: 3,
});

function answer(answers: NeedsAnswer[], save?: () => Response) {
  return mockApi({ 'GET /opportunity/12/answers': () => json(200, { data: answers }), ...(save ? { 'PUT /opportunity/12/answers': save } : {}) });
}

describe('NeedsAnalysisCard', () => {
  it('asks each question in its own way and sends every answer, empty ones as null', async () => {
    setLanguage('sv');
    const requests = answer(
      [
        { question: purpose, value: 'Kickoff' },
        { question: projector, value: null },
        { question: activities, value: ['spa'] },
      ],
      () => json(200, { data: [], message: { en: 'Needs analysis saved', sw: 'Behovsanalysen har sparats' } }),
    );
    const user = setupUser();
    renderWithPortal(<NeedsAnalysisCard opportunity={anOpportunity({ allowed_actions: ['edit'] })} />, '/edit-opportunity-12');
    expect(await screen.findByLabelText('Vad är syftet?')).toHaveValue('Kickoff');
    expect(screen.getByText('Välj högst 1')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('button', { name: 'Spara behovsanalys' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')).toBeDefined());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      answers: [
        { question_id: 1, value: 'Kickoff' },
        { question_id: 2, value: true },
        { question_id: 3, value: ['spa'] },
      ],
    });
  });

  it('shows the server’s message on the answer it concerns', async () => {
    setLanguage('en');
    answer([{ question: activities, value: ['spa'] }], () =>
      json(422, { message: 'Error validation', errors: { 'answers.3': [{ en: 'Choose at most 1 option.', sw: 'Välj högst 1 alternativ.' }] } }),
    );
    const user = setupUser();
    renderWithPortal(<NeedsAnalysisCard opportunity={anOpportunity({ allowed_actions: ['edit'] })} />, '/edit-opportunity-12');
    await user.click(await screen.findByRole('button', { name: 'Save needs analysis' }));
    expect(await screen.findByText('Choose at most 1 option.')).toBeInTheDocument();
  });

  it('shows a decided opportunity’s answers read only, in the language shown', async () => {
    setLanguage('en');
    answer([
      { question: projector, value: false },
      { question: activities, value: ['outdoor'] },
    ]);
    renderWithPortal(<NeedsAnalysisCard opportunity={anOpportunity({ status: 'lost', allowed_actions: ['revert'] })} />, '/edit-opportunity-12');
    const projectorRow = (await screen.findByText('Projector needed?')).closest('tr')!;
    expect(within(projectorRow).getByText('No')).toBeInTheDocument();
    expect(screen.getByText('Outdoors')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save needs analysis' })).not.toBeInTheDocument();
  });
});
