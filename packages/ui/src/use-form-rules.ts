import { useLanguage, type Language } from '@portal/platform';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './money-format';

export interface NumberRuleOptions {
  /** Smallest number allowed (inclusive). */
  min?: number;
  /** Largest number allowed (inclusive). */
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** At most this many decimals. */
  decimals?: number;
  /** Empty is refused ("Fyll i det här fältet."), and the label gets its required mark. */
  required?: boolean;
}

export interface MoneyRuleOptions {
  /** Smallest amount in öre (inclusive). */
  min?: number;
  /** Largest amount in öre (inclusive). */
  max?: number;
  required?: boolean;
}

/** Arrival and departure go in quarter hours (the venues plan rooms and meals by them). */
const TIME_STEP_MINUTES = 15;

const numberLocale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

function decimalsOf(value: number): number {
  const [, fraction = ''] = value.toString().split('.');
  return fraction.length;
}

/**
 * The portal's form rules in one voice (docs/wording.md), with messages in the current language
 * (RecordForm re-checks the fields on a language switch, so shown errors follow it):
 * `required`, `choose` (a select), `email`, `maxLength(n)`, `number({ min, max, integer, decimals,
 * required })` for NumberInput, `money({ min, max, required })` for MoneyInput (öre) and
 * `quarterHour` for a TimePicker (09:07 is kept and refused, not rounded). Number
 * rules say what is wrong; nothing is clamped or rounded.
 */
export function useFormRules() {
  const { t } = useTranslation('common', { keyPrefix: 'validation' });
  const language = useLanguage();
  return useMemo(() => {
    const formatNumber = (value: number) => new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 12 }).format(value);
    const maxLength = (max: number): FormRule => ({ max, message: t('maxLength', { max }) });
    const rangeMessage = (min: number | undefined, max: number | undefined, format: (value: number) => string): string =>
      min !== undefined && max !== undefined
        ? t('range', { min: format(min), max: format(max) })
        : min !== undefined
          ? t('min', { min: format(min) })
          : t('max', { max: format(max ?? 0) });
    const outOfRange = (value: number, min?: number, max?: number) => (min !== undefined && value < min) || (max !== undefined && value > max);

    const number = ({ min, max, integer, decimals, required }: NumberRuleOptions = {}): FormRule => ({
      required,
      validator: async (_rule, value: unknown) => {
        if (value === null || value === undefined || value === '') {
          if (required) throw new Error(t('required'));
          return;
        }
        if (typeof value !== 'number' || Number.isNaN(value)) throw new Error(t('number'));
        if (integer && !Number.isInteger(value)) throw new Error(t('integer'));
        if (decimals !== undefined && decimalsOf(value) > decimals) throw new Error(t('decimals', { count: decimals }));
        if (outOfRange(value, min, max)) throw new Error(rangeMessage(min, max, formatNumber));
      },
    });

    const money = ({ min, max, required }: MoneyRuleOptions = {}): FormRule => ({
      required,
      validator: async (_rule, value: unknown) => {
        if (value === null || value === undefined) {
          if (required) throw new Error(t('required'));
          return;
        }
        if (typeof value !== 'number' || Number.isNaN(value)) throw new Error(t('money'));
        if (!Number.isInteger(value)) throw new Error(t('moneyDecimals'));
        if (outOfRange(value, min, max)) throw new Error(rangeMessage(min, max, (ore) => formatMoney(ore, language)));
      },
    });

    return {
      required: { required: true, whitespace: true, message: t('required') } satisfies FormRule,
      choose: { required: true, message: t('choose') } satisfies FormRule,
      email: [{ type: 'email', message: t('email') }, maxLength(254)] satisfies FormRule[],
      maxLength,
      number,
      money,
      quarterHour: {
        validator: async (_, value: { minute(): number } | null | undefined) => {
          if (value && value.minute() % TIME_STEP_MINUTES !== 0) throw new Error(t('quarterHour'));
        },
      } satisfies FormRule,
    };
  }, [t, language]);
}
