import { lazyDialog } from '@portal/ui';
import { Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import {
  useCloseOpportunity,
  useLoseOpportunity,
  useRevertOpportunity,
  useSetOpportunitySeen,
} from './api/use-opportunity-mutations';
import { useBidders, useWinOpportunity } from '../venues-panel/use-bidders';

/** The win and lose dialogs: fetched when first opened (issue 9). */
const WinOpportunityDialog = lazyDialog(async () => (await import('../venues-panel/win-opportunity-dialog')).WinOpportunityDialog);
const LoseOpportunityDialog = lazyDialog(async () => (await import('./lose-opportunity-dialog')).LoseOpportunityDialog);

export interface OpportunityActionsProps {
  opportunity: Opportunity;
}

/** Resolving either way closes a confirmation; a failure (409 and the like) has been shown by the platform. */
const settle = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined);

/**
 * The actions the server allows now (`allowed_actions`), and only those: the page never decides
 * itself which transition is possible (win appears once a venue's quote is submitted).
 */
export function OpportunityActions({ opportunity }: OpportunityActionsProps) {
  const { t } = useTranslation('opportunities');
  const [losing, setLosing] = useState(false);
  const [winning, setWinning] = useState(false);
  const win = useWinOpportunity();
  const bidders = useBidders(opportunity.id);
  const lose = useLoseOpportunity();
  const close = useCloseOpportunity();
  const revert = useRevertOpportunity();
  const seen = useSetOpportunitySeen();
  const allowed = new Set(opportunity.allowed_actions);
  const path = { params: { path: { id: opportunity.id } } };
  const { name } = opportunity;

  return (
    <Flex gap={8} wrap>
      {allowed.has('mark_seen') && (
        <Button loading={seen.isPending} onClick={() => void settle(seen.mutateAsync({ ...path, body: { seen: true } }))}>
          {t('opportunity.actions.markSeen')}
        </Button>
      )}
      {allowed.has('mark_unseen') && (
        <Button loading={seen.isPending} onClick={() => void settle(seen.mutateAsync({ ...path, body: { seen: false } }))}>
          {t('opportunity.actions.markUnseen')}
        </Button>
      )}
      {allowed.has('close') && (
        <Popconfirm
          title={t('opportunity.actions.close.title', { name })}
          description={t('opportunity.actions.close.text')}
          okText={t('opportunity.actions.close.ok')}
          cancelText={t('opportunity.actions.cancel')}
          onConfirm={() => settle(close.mutateAsync(path))}
        >
          <Button loading={close.isPending}>{t('opportunity.actions.close.button')}</Button>
        </Popconfirm>
      )}
      {allowed.has('revert') && (
        <Popconfirm
          title={t('opportunity.actions.revert.title', { name })}
          description={t('opportunity.actions.revert.text')}
          okText={t('opportunity.actions.revert.ok')}
          cancelText={t('opportunity.actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => settle(revert.mutateAsync(path))}
        >
          <Button loading={revert.isPending}>{t('opportunity.actions.revert.button')}</Button>
        </Popconfirm>
      )}
      {allowed.has('win') && (
        <>
          <Button type="primary" onClick={() => setWinning(true)}>
            {t('venues.win.button')}
          </Button>
          <WinOpportunityDialog
            open={winning}
            opportunityId={opportunity.id}
            name={name}
            bidders={bidders.data ?? []}
            saving={win.isPending}
            onWin={(bidderId, message) => win.mutateAsync({ ...path, body: { bidder_id: bidderId, message } })}
            onClose={() => setWinning(false)}
          />
        </>
      )}
      {allowed.has('lose') && (
        <>
          <Button danger onClick={() => setLosing(true)}>
            {t('opportunity.actions.lose.button')}
          </Button>
          <LoseOpportunityDialog
            open={losing}
            opportunityId={opportunity.id}
            name={name}
            saving={lose.isPending}
            onLose={(body) => lose.mutateAsync({ ...path, body })}
            onClose={() => setLosing(false)}
          />
        </>
      )}
    </Flex>
  );
}
