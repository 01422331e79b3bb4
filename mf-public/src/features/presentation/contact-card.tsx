import { Card, Typography } from '@portal/ui';
import type { Schemas } from '@portal/api-client';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

/** The intermediary's person the customer can reach with questions (the opportunity's owner). */
export function ContactCard({ contact }: { contact: Schemas['PresentationContact'] }) {
  const { t } = useTranslation(PRESENTATION_NS);
  return (
    <section aria-labelledby="presentation-contact-title" style={{ marginBottom: 24 }}>
      <Card
        title={
          <Typography.Title level={2} id="presentation-contact-title" style={{ fontSize: 20, margin: 0 }}>
            {t('contact.title')}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        <Typography.Paragraph>{t('contact.text', { name: contact.name })}</Typography.Paragraph>
        <Typography.Text strong style={{ display: 'block' }}>
          {contact.name}
        </Typography.Text>
        <Typography.Link href={`mailto:${contact.email}`} style={{ wordBreak: 'break-all' }}>
          <MailOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
          {contact.email}
        </Typography.Link>
      </Card>
    </section>
  );
}
