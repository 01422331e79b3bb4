import { lazyDialog } from '@portal/ui';
import { Button, Dropdown, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpportunityCard, OpportunityMove } from '../../api/use-opportunity-board';
import { useCloseOpportunity, useLoseOpportunity } from '../opportunity-form/api/use-opportunity-mutations';
import { useBidders, useWinOpportunity } from '../venues-panel/use-bidders';

/** The lose and win dialogs of the opportunity page, fetched when a card is first moved (issue 9). */
const LoseOpportunityDialog = lazyDialog(async () => (await import('../opportunity-form/lose-opportunity-dialog')).LoseOpportunityDialog);
const WinOpportunityDialog = lazyDialog(async () => (await import('../venues-panel/win-opportunity-dialog')).WinOpportunityDialog);

/** A card dropped on (or moved by its menu to) a column that means an action. */
export interface PendingMove {
  card: OpportunityCard;
  move: OpportunityMove;
}

/** The "Move" menu of a card: the same moves as dragging it, for the keyboard and screen readers. */
export function CardMoveMenu({ card, onMove }: { card: OpportunityCard; onMove: (move: PendingMove) => void }) {
  const { t } = useTranslation('opportunityBoard');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: card.allowed_moves.map((move) => ({ key: move, label: t(`board.move.${move}`), danger: move === 'lost' })),
        onClick: ({ key }) => onMove({ card, move: key as OpportunityMove }),
      }}
    >
      <Button size="small" aria-label={t('board.move.label', { name: card.name })}>
        {t('board.move.button')}
      </Button>
    </Dropdown>
  );
}

/**
 * What a move asks before the server acts: lost its reason (the opportunity page's dialog), won
 * the winning venue among those with a submitted quote, closed a confirmation. The server decides;
 * a refusal (decided meanwhile: 409) is shown by the platform and the card stays where it was.
 */
export function BoardMoveDialogs({ pending, onDone }: { pending: PendingMove | null; onDone: () => void }) {
  const lose = useLoseOpportunity();
  const card = pending?.card;
  const path = card ? { params: { path: { id: card.id } } } : undefined;
  return (
    <>
      <LoseOpportunityDialog
        open={pending?.move === 'lost'}
        opportunityId={card?.id ?? 0}
        name={card?.name ?? ''}
        saving={lose.isPending}
        onLose={(body) => lose.mutateAsync({ ...path!, body })}
        onClose={onDone}
      />
      {pending?.move === 'won' && <WinFromBoard card={pending.card} onDone={onDone} />}
      {pending?.move === 'closed' && <CloseFromBoard card={pending.card} onDone={onDone} />}
    </>
  );
}

/** The win dialog over the card's venues (fetched now): only those with a submitted quote can win. */
function WinFromBoard({ card, onDone }: { card: OpportunityCard; onDone: () => void }) {
  const bidders = useBidders(card.id);
  const win = useWinOpportunity();
  return (
    <WinOpportunityDialog
      open
      opportunityId={card.id}
      name={card.name}
      bidders={bidders.data ?? []}
      saving={win.isPending || bidders.isPending}
      onWin={(bidderId, message) => win.mutateAsync({ params: { path: { id: card.id } }, body: { bidder_id: bidderId, message } })}
      onClose={onDone}
    />
  );
}

function CloseFromBoard({ card, onDone }: { card: OpportunityCard; onDone: () => void }) {
  const { t } = useTranslation('opportunityBoard');
  const { t: tOpportunities } = useTranslation('opportunities');
  const close = useCloseOpportunity();
  return (
    <Modal
      open
      title={t('board.close.title', { name: card.name })}
      okText={t('board.close.ok')}
      cancelText={tOpportunities('opportunity.actions.cancel')}
      okButtonProps={{ loading: close.isPending }}
      onOk={() => close.mutateAsync({ params: { path: { id: card.id } } }).then(onDone, () => undefined)}
      onCancel={onDone}
    >
      {t('board.close.text')}
    </Modal>
  );
}
