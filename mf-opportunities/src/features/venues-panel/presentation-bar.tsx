import { routeUrl, useLanguage, userAtom } from '@portal/platform';
import { Button, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import { formatDateTime } from '../../shared/record-dates';
import { SendPresentationDialog } from './send-presentation-dialog';
import { usePresentation, usePresentToCustomer, type Bidder } from './use-bidders';

export interface PresentationBarProps {
  opportunity: Opportunity;
  /** The venues in the admin's order: the ticked ones are presented in it. */
  bidders: Bidder[];
}

/**
 * The customer's presentation (PIPELINE.md "Customer presentation and booking"): how many venues
 * are ticked, a preview of exactly what the customer would see (a new tab, nothing sent), sending
 * it (confirmed first), and when it was last sent and booked.
 */
export function PresentationBar({ opportunity, bidders }: PresentationBarProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const user = useAtomValue(userAtom);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const send = usePresentToCustomer();
  const open = opportunity.status === 'open';
  const hasQuotes = bidders.some((bidder) => bidder.quote_status === 'submitted' || bidder.present_to_customer);
  const presentation = usePresentation(opportunity.id, hasQuotes);
  const ticked = bidders.filter((bidder) => bidder.present_to_customer);
  const sentAt = presentation.data?.sent_at ?? null;
  const bookedAt = presentation.data?.booked_at ?? null;

  // Nothing to present yet, and nothing was: the bar would only be in the way.
  if (!hasQuotes && !sentAt) return null;

  return (
    <section aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text strong id={titleId} style={{ display: 'block' }}>
            {t('venues.presentation.title')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {t('venues.presentation.ticked', { count: ticked.length })}
            {' · '}
            {sentAt ? t('venues.presentation.sentAt', { date: formatDateTime(sentAt, language) }) : t('venues.presentation.notSent')}
          </Typography.Text>
          {bookedAt && (
            <Typography.Text strong style={{ display: 'block' }}>
              {t('venues.presentation.bookedAt', { date: formatDateTime(bookedAt, language) })}
            </Typography.Text>
          )}
        </div>
        {open && (
          <Flex gap={8} wrap>
            {user && (
              <Button
                href={routeUrl('presentationPreview', { o: opportunity.id, a: user.id })}
                target="_blank"
                rel="noopener noreferrer"
                // The name says it opens a new tab; the visible word starts it (label in name).
                aria-label={`${t('venues.presentation.preview')} ${t('venues.presentation.newTab')}`}
                title={t('venues.presentation.newTab')}
              >
                {t('venues.presentation.preview')}
              </Button>
            )}
            {!bookedAt && (
              <Button type="primary" onClick={() => setConfirming(true)}>
                {t('venues.presentation.send')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {confirming && (
        <SendPresentationDialog
          opportunity={opportunity}
          venues={ticked}
          sentAt={sentAt}
          sending={send.isPending}
          onSend={(message) => send.mutateAsync({ params: { path: { id: opportunity.id } }, body: { message } })}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
