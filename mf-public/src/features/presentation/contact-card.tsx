import type { Schemas } from '@portal/api-client';
import { Card } from '@portal/plain';
import { useTranslation } from 'react-i18next';
import { PageIcon } from './icons';
import { PRESENTATION_NS } from './texts';

/** The intermediary's person the customer can reach with questions (the opportunity's owner). */
export function ContactCard({ contact }: { contact: Schemas['PresentationContact'] }) {
  const { t } = useTranslation(PRESENTATION_NS);
  return (
    <section aria-labelledby="presentation-contact-title" className="cp-section">
      <Card
        title={
          <h2 id="presentation-contact-title" className="cp-h2">
            {t('contact.title')}
          </h2>
        }
      >
        <p className="cp-p">{t('contact.text', { name: contact.name })}</p>
        <span className="cp-strong cp-block">{contact.name}</span>
        <a className="cp-link" href={`mailto:${contact.email}`}>
          <PageIcon name="mail" />
          {contact.email}
        </a>
      </Card>
    </section>
  );
}
