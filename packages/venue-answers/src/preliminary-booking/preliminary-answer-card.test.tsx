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
    decline_reason: input.decline_reason ?? null,
    decline_reason_text: input.decline_reason_text ?? null,
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

    // The information comes first.
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.indexOf('Ytterligare information')).toBeLessThan(labels.indexOf('Håll datumen t.o.m.'));

    const until = dayjs().add(10, 'day').format('YYYY-MM-DD');
    // Enter in the date field takes the date and sends nothing.
    await user.type(within(form).getByLabelText('Håll datumen t.o.m.'), `${until}{Enter}`);
    await user.click(within(form).getByLabelText('Ytterligare information'));
    await user.paste('Vi håller även lokalen.');
    expect(onAnswer).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'Håll datumen' }));
    const date = dayjs(until).locale('sv').format('ll');
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(`Kunden får ett mejl om att ni håller datumen t.o.m. ${date}, med en länk för att bekräfta eller avböja.`)).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Håll datumen' }));

    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer).toHaveBeenCalledWith({ response: 'hold', hold_until: until, additional_information: 'Vi håller även lokalen.' });
    expect(await within(card).findByText(`Ni håller datumen t.o.m. ${date}. Kunden har fått en länk för att bekräfta eller avböja.`)).toBeInTheDocument();
    expect(within(card).getByText(`Datumen hålls t.o.m. ${date}`)).toBeInTheDocument();
    expect(within(card).getByText('Vi håller även lokalen.')).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });

  it('declines with a reason (other with a text) in a dialog, with no date needed', async () => {
    setLanguage('en');
    const onAnswer = vi.fn(async (input: PreliminaryHoldInput) => answeredAs(input));
    const user = setupUser();
    renderWithPortal(<PreliminaryAnswerCard booking={aPreliminaryBooking()} onAnswer={onAnswer} />);

    const form = screen.getByRole('form', { name: 'Your answer' });
    await user.click(within(form).getByLabelText('Additional information'));
    await user.paste('Fully booked that week.');
    await user.click(within(form).getByRole('button', { name: 'Decline preliminary booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the preliminary booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline preliminary booking' }));
    expect(await within(dialog).findByText('Choose why you decline.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline preliminary booking' }));
    expect(await within(dialog).findByText('Write the reason in a few words.')).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste(' Renovation in March ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline preliminary booking' }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({
        response: 'cancel',
        hold_until: null,
        additional_information: 'Fully booked that week.',
        decline_reason: 'other',
        decline_reason_text: 'Renovation in March',
      }),
    );
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
    await user.click(within(form).getByLabelText('Additional information'));
    await user.click(within(form).getByRole('button', { name: 'Hold the dates' }));
    await user.click(await within(await screen.findByRole('tooltip')).findByRole('button', { name: 'Hold the dates' }));
    expect(await within(form).findByText('The date must be today or later')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByText('Hold the dates').closest('button')).not.toHaveClass('ant-btn-loading'));
    expect(within(form).getByText('Hold the dates').closest('button')).toBeEnabled();
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
    const dialog = await screen.findByRole('dialog', { name: 'Avböja preliminärbokningen?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Datumen är upptagna' }));
    await user.click(within(dialog).getByRole('button', { name: 'Avböj preliminärbokning' }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({ response: 'cancel', hold_until: null, additional_information: null, decline_reason: 'dates_taken', decline_reason_text: null }),
    );
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
