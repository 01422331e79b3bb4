import { useLanguage } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import type { CustomerRequest } from './api/use-customer-request';
import { CUSTOMER_REQUEST_NS } from './texts';

/** The request's steps in order, each done (with its date) or not yet: an ordered list a screen reader reads as such. */
export function RequestSteps({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const language = useLanguage();
  return (
    <section aria-labelledby="request-steps-title" className="cp-section">
      <h2 id="request-steps-title" className="cp-h2">
        {t('steps.title')}
      </h2>
      {request.stage === 'closed' && <p className="cp-p cp-strong">{t('steps.closed')}</p>}
      <ol className="cr-steps">
        {request.steps.map((step) => {
          const current = step.key === request.stage;
          return (
            <li key={step.key} className={step.done ? 'cr-step cr-step-done' : 'cr-step'} aria-current={current ? 'step' : undefined}>
              <span className="cr-step-mark" aria-hidden="true">
                {step.done ? '✓' : ''}
              </span>
              <span className="cr-step-text">
                <span className={current ? 'cp-strong' : undefined}>{t(`steps.${step.key}`)}</span>
                <span className="cr-step-state">
                  {step.done ? (step.at ? formatDate(step.at.slice(0, 10), language) : t('steps.done')) : t('steps.notYet')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
