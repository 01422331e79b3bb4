import { useTranslation } from 'react-i18next';
import { PLAIN_NS } from './i18n';
import './extras.css';

/**
 * Grey bars where a page's content will be, while it loads: a busy status named "Loading …"
 * (or `label`), the bars themselves hidden from assistive technology.
 */
export function Skeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation(PLAIN_NS);
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t('loading')}>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="plain-skeleton-line" />
        ))}
      </div>
    </div>
  );
}
