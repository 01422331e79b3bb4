import { useLanguage, type RoutePageProps } from '@portal/platform';
import { Card } from '@portal/plain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/customer-page.css';
import './customer-request.css';
import { formatCount, formatDateSpan, formatDateTime } from '../../shared/format';
import { LinkPageFrame } from '../../shared/link-page-frame';
import { linkPageProblem } from '../../shared/link-page-problem';
import { useCustomerLanguage } from '../../shared/use-customer-language';
import { useCustomerRequest, type CustomerRequest } from './api/use-customer-request';
import { NoneSuitsForm, QuestionForm } from './customer-forms';
import { NextStep } from './next-step';
import { RequestSteps } from './request-steps';
import { CUSTOMER_REQUEST_NS } from './texts';

/**
 * `/my-request&id={token}`: the customer (no login) follows their request through the one link
 * mailed with the receipt and every later mail. Where it stands (the steps), the next step (the
 * presentation, the held dates) through a fresh link of that page, a question to the intermediary
 * and, while the presentation waits for them, "none of these venues suits us" with a reason.
 * Drawn with @portal/plain (no antd, issue 25); a link that does not open is explained with the way
 * to a new one.
 */
export function CustomerRequestPage({ params }: RoutePageProps) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const token = params.token ?? '';
  const request = useCustomerRequest(token);
  useCustomerLanguage(request.data?.language);

  const frame = (content: ReactNode, intro?: ReactNode) => (
    <LinkPageFrame id="request-title" title={t('title')} maxWidth={760} intro={intro}>
      {content}
    </LinkPageFrame>
  );

  const problem = linkPageProblem({ ns: CUSTOMER_REQUEST_NS, t, token, query: request });
  if (problem || !request.data) return frame(problem);

  const data = request.data;
  return frame(
    <>
      <NextStep request={data} token={token} />
      <RequestSteps request={data} />
      {data.can_say_none_suits && <NoneSuitsForm token={token} />}
      <QuestionForm token={token} />
      <CustomerMessages request={data} />
      <OwnerContact request={data} />
    </>,
    <RequestIntro request={data} />,
  );
}

function RequestIntro({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const language = useLanguage();
  const dates = request.start_date ? (formatDateSpan(request.start_date, request.end_date ?? request.start_date, language) ?? '') : '';
  const people = request.participants !== null ? t('people', { count: request.participants, formatted: formatCount(request.participants, language) }) : '';
  return (
    <>
      <p className="cp-p-tight" style={{ marginTop: 4 }}>
        {t('intro', { reference: request.reference })}
      </p>
      {(dates || people) && <p className="cp-p cp-strong">{[dates, people].filter(Boolean).join(' · ')}</p>}
    </>
  );
}

/** What the customer has written to us through this page, oldest first. */
function CustomerMessages({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const language = useLanguage();
  if (request.messages.length === 0) return null;
  return (
    <Card className="cp-section" title={<h2 className="cp-h4">{t('messages.title')}</h2>}>
      <ul className="cr-messages">
        {request.messages.map((message, index) => (
          <li key={index}>
            <span className="cp-strong">
              {t(`messages.${message.kind}`)} · {formatDateTime(message.created_at, language)}
            </span>
            <p className="cp-p-tight cp-pre">{message.body}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Whom to contact: the opportunity's owner, once there is one. */
function OwnerContact({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const owner = request.owner;
  if (!owner) return null;
  return (
    <Card className="cp-section" title={<h2 className="cp-h4">{t('contact.title')}</h2>}>
      <p className="cp-p-tight cp-strong">{owner.name}</p>
      <p className="cp-p-tight">
        {t('contact.email')}: <a href={`mailto:${owner.email}`}>{owner.email}</a>
      </p>
      {owner.phone && (
        <p className="cp-p-tight">
          {t('contact.phone')}: <a href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`}>{owner.phone}</a>
        </p>
      )}
    </Card>
  );
}
