import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { useForm } from '@portal/plain';
import { useRef } from 'react';
import { useCreateLead } from './api/use-create-lead';
import type { RequestDraft } from './request-draft';
import { LEAD_FIELDS, toLeadInput, type LeadFormValues } from './to-lead-input';
import { useDraftAutosave } from './use-draft-autosave';
import { LEAD_FORM_RULES, REQUIRED_FIELDS } from './use-lead-form-rules';

const INITIAL_VALUES: Partial<LeadFormValues> = {
  single_room_people: 0,
  double_room_people: 0,
  accepts_shared_double: false,
  contact_method: 'email',
};

/** The form's name: field `x` has the id `send-request_x`. */
export const REQUEST_FORM_NAME = 'send-request';

/**
 * A head count worth suggesting elsewhere: a whole number of people. An empty field is null,
 * unreadable text NaN, and −5 or 2.5 get their own message rather than being copied on.
 */
function isHeadCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

export interface RequestFormOptions {
  draft?: RequestDraft | null;
  onSent: () => void;
  onDraftCleared: () => void;
}

/**
 * The request form's values and what it does: suggestions between fields (the room size follows
 * the participants, the end date the start, another region clears the city), the draft kept while
 * the customer types, and the request sent with the server's messages put next to their fields.
 */
export function useRequestForm({ draft, onSent, onDraftCleared }: RequestFormOptions) {
  const language = useLanguage();
  const createLead = useCreateLead();

  // Whether the customer typed a room size: until then it follows the number of participants.
  const roomSizeChosen = useRef(
    draft?.conference_room_size !== undefined && draft.conference_room_size !== draft.participants,
  );

  // `onValuesChange` reports only what the customer changed, never the suggestions made here.
  const handleValuesChange = (changed: Partial<LeadFormValues>, all: Partial<LeadFormValues>) => {
    if ('conference_room_size' in changed) roomSizeChosen.current = true;
    // A city belongs to one region: another region makes the chosen city meaningless.
    if ('region_id' in changed) form.setValues({ city_id: undefined });
    // Most groups want a room for everybody; offer that until the customer says otherwise.
    if ('participants' in changed && !roomSizeChosen.current) {
      const participants = changed.participants;
      form.setValues({ conference_room_size: isHeadCount(participants) ? participants : null });
    }
    if ('start_date' in changed && changed.start_date && !all.end_date) {
      form.setValues({ end_date: changed.start_date });
    }
    autosave.saveSoon();
  };

  const finish = (values: LeadFormValues) => {
    // A second press while the request is on its way does nothing.
    if (createLead.isPending) return;
    createLead.send(toLeadInput(values, language)).then(
      () => {
        autosave.discard();
        onSent();
      },
      // The middleware has told the user; here the messages go next to their fields.
      (error: unknown) => applyFieldErrors(form, error, LEAD_FIELDS, language),
    );
  };

  const form = useForm<LeadFormValues>({
    name: REQUEST_FORM_NAME,
    initialValues: draft ? { ...INITIAL_VALUES, ...draft } : INITIAL_VALUES,
    rules: LEAD_FORM_RULES,
    required: REQUIRED_FIELDS,
    onValuesChange: handleValuesChange,
    onSubmit: finish,
  });
  const autosave = useDraftAutosave(form, INITIAL_VALUES);
  // The server's messages follow a switch of language (the rules' do by themselves).
  useErrorsFollowLanguage(form);

  const clearDraft = () => {
    autosave.discard();
    onDraftCleared();
  };

  return { form, sending: createLead.isPending, clearDraft };
}
