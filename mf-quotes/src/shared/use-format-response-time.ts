import { useLanguage } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { formatResponseNumber, responseTime } from './response-time';

/** Formats how long a venue took to answer: "under 1 timme", "5 timmar", "2,5 dagar" (or the English). */
export function useFormatResponseTime(): (hours: number) => string {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  return (hours) => {
    const time = responseTime(hours);
    if (time.unit === 'underHour') return t('responseTime.underHour');
    return t(`responseTime.${time.unit}`, { count: time.value, value: formatResponseNumber(time.value, language) });
  };
}
