import { useFormRules } from '@portal/ui';
import type { FormRule } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';

/**
 * The rules that hold only when submitting, not for a draft: the responder's fields are required
 * and "responded accordingly" must be yes. `mode` says which check is running.
 */
export function useSubmitRules() {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const rules = useFormRules();
  const mode = useRef<'draft' | 'submit'>('draft');
  const requiredToSubmit = useMemo<FormRule>(
    () => ({
      validator: async (_rule, value: unknown) => {
        if (mode.current === 'submit' && (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))) {
          throw new Error(rules.required.message);
        }
      },
    }),
    [rules],
  );
  const respondedYes = useMemo<FormRule>(
    () => ({
      validator: async (_rule, value: unknown) => {
        if (mode.current === 'submit' && value !== true) throw new Error(t('answers.respondedYesRequired'));
      },
    }),
    [t],
  );
  return { mode, requiredToSubmit, respondedYes };
}
