import { ApiError, describeProblem } from '@portal/api-client';
import { setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { PreliminaryAnswerCard, type PreliminaryBooking, type PreliminaryHoldInput } from './preliminary-answer-card';
import { aPreliminaryBooking } from './testing/a-preliminary-booking';

function setupUser() {
  // jsdom's style computation makes user-event's pointer check very slow on antd forms.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const ANSWERED = { answer: false, extend: false, respond: false, win: false };

/** What the server answers to a hold or a cancel: the booking in its new state. */
function answeredAs(input: PreliminaryHoldInput): PreliminaryBooking {
  return aPreliminaryBooking({
    status: input.response === 'hold' ? 'held' : 'cancelled',
    response: input.response,
    hold_until: input.hold_until ?? null,
    additional_information: input.additional_information ?? null,
    responded_at: '2031-02-11T08:00:00Z',
    actions: ANSWERED,
  });
}

describe('PreliminaryAnswerCard', () => {
  it('shows the request, needs a date to hold the dates, then shows the hold read only', async () => {
    setLanguage('sv');
    const onAnswer = vi.fn(async (input: PreliminaryHoldInput) => answeredAs(input));
    const user = setupUser();
    renderWithPortal(<PreliminaryAnswerCard booking={aPreliminaryBooking()} onAnswer={onAnswer} />);

    const card = screen.getByRole('region', { name: 'Preliminärbokning' });
    expect(within(card).getByText('Väntar på ert svar')).toBeInTheDocument();
    expect(within(card).getByText('Kunden vill gärna ha svar inom en vecka.')).toBeInTheDocument();
    expect(within(card).getByText('12 mar 2031 – 13 mar 2031')).toBeInTheDocument();
    expect(within(card).getByText('40')).toBeInTheDocument();
    expect(within(card).getByText('Offertens summa exkl. moms')).toBeInTheDocument();
    expect(within(card).getByText('125 000,50 kr')).toBeInTheDocument();

    const form = within(card).getByRole('form', { name: 'Ert svar' });
    await user.click(within(form).getByRole('button', { name: 'Håll datumen' }));
    expect(await within(form).findByText('Välj till vilket datum ni håller datumen.')).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();

    const until = dayjs().add(10, 'day').format('YYYY-MM-DD');
    await user.type(within(form).getByLabelText('Håll datumen t.o.m.'), `${until}{Tab}`);
    await user.click(within(form).getByLabelText('Ytterligare information'));
    await user.paste('Vi håller även lokalen.');
    await user.click(within(form).getByRole('button', { name: 'Håll datumen' }));

    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer).toHaveBeenCalledWith({ response: 'hold', hold_until: until, additional_information: 'Vi håller även lokalen.' });
    const date = dayjs(until).locale('sv').format('ll');
    expect(await within(card).findByText(`Ni håller datumen t.o.m. ${date}. Kunden har fått en länk för att bekräfta eller avböja.`)).toBeInTheDocument();
    expect(within(card).getByText(`Datumen hålls t.o.m. ${date}`)).toBeInTheDocument();
    expect(within(card).getByText('Vi håller även lokalen.')).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });

  it('declines only after a confirmation, with no date needed', async () => {
    setLanguage('en');
    const onAnswer = vi.fn(async (input: PreliminaryHoldInput) => answeredAs(input));
    const user = setupUser();
    renderWithPortal(<PreliminaryAnswerCard booking={aPreliminaryBooking()} onAnswer={onAnswer} />);

    const form = screen.getByRole('form', { name: 'Your answer' });
    await user.click(within(form).getByLabelText('Additional information'));
    await user.paste('Fully booked that week.');
    await user.click(within(form).getByRole('button', { name: 'Decline preliminary booking' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Decline the preliminary booking?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(onAnswer).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('button', { name: 'Decline preliminary booking' }));
    const again = await screen.findByRole('tooltip');
    await user.click(within(again).getByRole('button', { name: 'Decline preliminary booking' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith({ response: 'cancel', hold_until: null, additional_information: 'Fully booked that week.' }));
    expect(await screen.findByText('You declined the preliminary booking.')).toBeInTheDocument();
    expect(screen.getByText('Declined by you')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the date on the field and keeps the form', async () => {
    setLanguage('en');
    const onAnswer = vi.fn(async (): Promise<PreliminaryBooking> => {
      throw new ApiError(
        describeProblem(422, 'Unprocessable Entity', {
          message: 'Error validation',
          errors: { hold_until: [{ en: 'The date must be today or later', sw: 'Datumet måste vara i dag eller senare' }] },
        }),
      );
    });
    const user = setupUser();
    renderWithPortal(<PreliminaryAnswerCard booking={aPreliminaryBooking()} onAnswer={onAnswer} />);

    const form = screen.getByRole('form', { name: 'Your answer' });
    await user.type(within(form).getByLabelText('Hold the dates until'), `${dayjs().add(1, 'day').format('YYYY-MM-DD')}{Enter}`);
    expect(await within(form).findByText('The date must be today or later')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Hold the dates' })).toBeEnabled();
  });

  it('asks for a new date when the intermediary asks the venue to extend', () => {
    setLanguage('en');
    renderWithPortal(
      <PreliminaryAnswerCard
        booking={aPreliminaryBooking({ extension_requested_at: '2031-02-20T10:00:00Z', additional_information: 'Held for you.' })}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByText('On Feb 20, 2031 the intermediary asked you to hold the dates longer. Choose a new date, or decline.')).toBeInTheDocument();
    expect(screen.getByLabelText('Additional information')).toHaveValue('Held for you.');
  });

  it('shows a hold as given, and lets the venue change it on request while the server allows it', async () => {
    setLanguage('sv');
    const onAnswer = vi.fn(async (input: PreliminaryHoldInput) => answeredAs(input));
    const user = setupUser();
    renderWithPortal(
      <PreliminaryAnswerCard
        booking={aPreliminaryBooking({ status: 'held', response: 'hold', hold_until: '2031-03-01', responded_at: '2031-02-11T08:00:00Z' })}
        onAnswer={onAnswer}
      />,
    );
    expect(screen.getByText('Ni håller datumen t.o.m. 1 mar 2031. Kunden har fått en länk för att bekräfta eller avböja.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ändra svaret' }));
    const form = screen.getByRole('form', { name: 'Ert svar' });
    await user.click(within(form).getByRole('button', { name: 'Avböj preliminärbokning' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Avböj preliminärbokning' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith({ response: 'cancel', hold_until: null, additional_information: null }));
    expect(await screen.findByText('Ni avböjde preliminärbokningen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ändra svaret' })).not.toBeInTheDocument();
  });

  it('shows a booking the venue can no longer answer read only', () => {
    setLanguage('sv');
    renderWithPortal(
      <PreliminaryAnswerCard
        booking={aPreliminaryBooking({
          status: 'confirmed',
          response: 'hold',
          hold_until: '2031-03-01',
          customer_comment: 'Vi tar det!',
          customer_answered_at: '2031-02-15T12:00:00Z',
          actions: ANSWERED,
        })}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByText('Kunden har bekräftat preliminärbokningen.')).toBeInTheDocument();
    expect(screen.getByText('Bekräftad av kunden')).toBeInTheDocument();
    expect(screen.getByText('Vi tar det!')).toBeInTheDocument();
    expect(screen.getByText('1 mar 2031')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Håll datumen' })).not.toBeInTheDocument();
  });
});
