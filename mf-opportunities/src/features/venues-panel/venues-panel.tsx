import { lazyDialog } from '@portal/ui';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../shared/section-card';
import type { Opportunity } from '../../api/use-opportunities';
import { AddVenueBar } from './add-venue-bar';
import { InviteAllButton } from './invite-all-button';
import { PresentationBar } from './presentation-bar';
import { useAddBidder, useBidders, useRequestPreliminaryBooking, useUpdateBidder, useWinOpportunity, type Bidder } from './use-bidders';
import { useVenueActions } from './use-venue-actions';
import { VenuesTable } from './venues-table';

/** The outside venue's and a venue's history dialogs: fetched when first opened (issue 9). */
const OutsideVenueDialog = lazyDialog(async () => (await import('./outside-venue-dialog')).OutsideVenueDialog);
const BidderHistoryDialog = lazyDialog(
  async () => (await import('./bidder-history-dialog')).BidderHistoryDialog,
  ({ bidder }) => bidder !== null,
);
/** The invitation looked over before it goes (its mail and a personal message). */
const InviteVenueDialog = lazyDialog(async () => (await import('./invite-venue-dialog')).InviteVenueDialog, () => true);
/** The preliminary booking request and the win: mounted when asked for, their code fetched then. */
const RequestPreliminaryDialog = lazyDialog(async () => (await import('./request-preliminary-dialog')).RequestPreliminaryDialog, () => true);
const WinOpportunityDialog = lazyDialog(async () => (await import('./win-opportunity-dialog')).WinOpportunityDialog);
/** The comparison of the answers: its code fetched when it is first shown. */
const QuoteComparisonTable = lazyDialog(async () => (await import('./quote-comparison-table')).QuoteComparisonTable, () => true);

type PanelView = 'venues' | 'comparison';

export interface VenuesPanelProps {
  opportunity: Opportunity;
  /**
   * Whether the opportunity's form holds changes not saved yet: an invitation describes the
   * saved opportunity, so it waits for the save (SPEC §5 'First save this opportunity, then send
   * invitation').
   */
  hasUnsavedChanges: () => boolean;
}

/**
 * The venues invited to quote for an opportunity (PIPELINE.md "Venue (bidder)"): add partner
 * venues or outside ones, put them in order, send or resend each invitation, follow each
 * venue's state and history. Then the customer's side ("Customer presentation and booking"): tick
 * the submitted quotes to present (in the venues table or in the comparison of their answers,
 * `quote-comparison-table.tsx`), preview and send the presentation, see what the customer
 * booked, ask a venue for a preliminary booking (and to extend it), and mark the opportunity won
 * with the venue whose preliminary booking the customer confirmed. What may be done comes from the
 * server (`send_invitation`, `resend_invitation`, `can_remove`, the preliminary booking's
 * `actions`); a decided opportunity shows the venues read only.
 */
export function VenuesPanel({ opportunity, hasUnsavedChanges }: VenuesPanelProps) {
  const { t } = useTranslation('opportunities');
  const bidders = useBidders(opportunity.id);
  const add = useAddBidder();
  const update = useUpdateBidder();
  const requestPreliminary = useRequestPreliminaryBooking();
  const win = useWinOpportunity();
  const [outside, setOutside] = useState<{ editing?: Bidder } | null>(null);
  const [history, setHistory] = useState<Bidder | null>(null);
  const [requesting, setRequesting] = useState<Bidder | null>(null);
  const [winning, setWinning] = useState<Bidder | null>(null);
  const [view, setView] = useState<PanelView>('venues');
  const open = opportunity.status === 'open';
  const list = bidders.data ?? [];
  const path = { params: { path: { id: opportunity.id } } };
  const actions = useVenueActions(opportunity.id, list, hasUnsavedChanges);

  return (
    <SectionCard
      title={t('venues.title', { count: list.length })}
      before={open && <AddVenueBar opportunityId={opportunity.id} opportunityRegionId={opportunity.region_id} onAddOutside={() => setOutside({})} />}
      loading={bidders.isPending}
      loadError={bidders.isError && t('venues.loadError')}
      onRetry={() => void bidders.refetch()}
    >
      <PresentationBar opportunity={opportunity} bidders={list} />
      {open && <InviteAllButton opportunityId={opportunity.id} bidders={list} hasUnsavedChanges={hasUnsavedChanges} />}
      {list.length > 0 && (
        <Segmented<PanelView>
          aria-label={t('venues.views.label')}
          value={view}
          onChange={setView}
          options={(['venues', 'comparison'] as const).map((value) => ({ value, label: t(`venues.views.${value}`) }))}
          style={{ marginBottom: 12 }}
        />
      )}
      {view === 'comparison' && list.length > 0 ? (
        <QuoteComparisonTable opportunityId={opportunity.id} bidders={list} open={open} actions={actions} />
      ) : (
        <VenuesTable
          bidders={list}
          open={open}
          actions={actions}
          onWin={setWinning}
          onRequestPreliminary={setRequesting}
          onEditOutside={(bidder) => setOutside({ editing: bidder })}
          onHistory={setHistory}
        />
      )}
      <OutsideVenueDialog
        open={outside !== null}
        initial={
          outside?.editing ? { name: outside.editing.name, email: outside.editing.email, language: outside.editing.language } : undefined
        }
        saving={add.isPending || update.isPending}
        onSave={(body) =>
          outside?.editing
            ? update.mutateAsync({ params: { path: { id: outside.editing.bidder_id } }, body })
            : add.mutateAsync({ ...path, body })
        }
        onClose={() => setOutside(null)}
      />
      <BidderHistoryDialog bidder={history} onClose={() => setHistory(null)} />
      {actions.inviting && (
        <InviteVenueDialog
          key={actions.inviting.bidder_id}
          bidder={actions.inviting}
          sending={actions.isSending(actions.inviting)}
          onSend={(message) => actions.confirmInvitation(actions.inviting!, message)}
          onClose={actions.closeInvitation}
        />
      )}
      {requesting && (
        <RequestPreliminaryDialog
          bidder={requesting}
          saving={requestPreliminary.isPending}
          onRequest={(message) => requestPreliminary.mutateAsync({ params: { path: { id: requesting.bidder_id } }, body: { message } })}
          onClose={() => setRequesting(null)}
        />
      )}
      {winning && (
        // One step from the customer's confirmation to the win: the confirmed venue comes chosen.
        <WinOpportunityDialog
          open
          opportunityId={opportunity.id}
          name={opportunity.name}
          bidders={list}
          selected={winning.bidder_id}
          saving={win.isPending}
          onWin={(bidderId, message) => win.mutateAsync({ ...path, body: { bidder_id: bidderId, message } })}
          onClose={() => setWinning(null)}
        />
      )}
    </SectionCard>
  );
}
