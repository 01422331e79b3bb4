import { useFormRules } from '@portal/ui';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_COUNT, MESSAGE_MAX, NAME_MAX, type OpportunityFormValues } from './opportunity-form-values';

type PickedValue = Dayjs | null | undefined;

/**
 * The browser's checks of the opportunity form, in the current language. They mirror the
 * server's rules (OpportunityInput, SPEC §5) for comfort; its 422 answer has the last word.
 */
export function useOpportunityFormRules(): Record<keyof OpportunityFormValues, FormRule[]> {
  const { t } = useTranslation('opportunities');
  const common = useFormRules();
  const message = (key: string) => t(`opportunity.form.validation.${key}`);
  const { quarterHour } = common;
  const count = (min: number, required = false) => common.number({ min, max: MAX_COUNT, integer: true, required });

  return {
    name: [common.maxLength(NAME_MAX)],
    owner_id: [],
    account_id: [{ required: true, message: message('accountRequired') }],
    contact_id: [{ required: true, message: message('contactRequired') }],
    conference_type: [{ required: true, message: message('conferenceTypeRequired') }],
    start_date: [{ required: true, message: message('startDateRequired') }],
    end_date: [
      { required: true, message: message('endDateRequired') },
      ({ getFieldValue }) => ({
        validator: async (_, value: PickedValue) => {
          const start = getFieldValue('start_date') as PickedValue;
          if (value && start && value.isBefore(start, 'day')) throw new Error(message('endBeforeStart'));
        },
      }),
    ],
    arrival_time: [quarterHour],
    departure_time: [quarterHour],
    participants: [count(1, true)],
    single_rooms: [count(0)],
    double_rooms: [count(0)],
    conference_room_size: [count(1)],
    seating: [],
    vat_basis: [{ required: true, message: message('vatRequired') }],
    message: [common.maxLength(MESSAGE_MAX)],
  };
}
