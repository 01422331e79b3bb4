import { routeUrl, useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpportunityBoard, type OpportunityBoardColumn, type OpportunityCard, type OpportunityMove } from '../../api/use-opportunity-board';
import { IdleTag } from '../../shared/idle-tag';
import { formatDate } from '../../shared/record-dates';
import { visuallyHidden } from '../../shared/visually-hidden';
import { BoardMoveDialogs, CardMoveMenu, type PendingMove } from './board-moves';

const COLUMN_WIDTH = 264;
const MOVES: readonly string[] = ['won', 'lost', 'closed'] satisfies OpportunityMove[];
const isMove = (stage: string): stage is OpportunityMove => MOVES.includes(stage);

/**
 * The board of `/opportunity?view=board`: one column per stage (PIPELINE.md), each with its count,
 * its total value ex VAT and its newest cards (the server's 20), side by side and scrolled
 * sideways. A card may be dragged only onto the columns its `allowed_moves` names (won, lost,
 * closed: each an action of the server, asked for in a dialog); the other columns are derived
 * and take no drop. The same moves are in each card's "Move" menu, for the keyboard.
 */
export function OpportunityBoardView({ search, ownerId }: { search: string; ownerId?: number }) {
  const { t } = useTranslation('opportunityBoard');
  const board = useOpportunityBoard({ ...(search ? { search } : {}), ...(ownerId ? { owner_id: ownerId } : {}) });
  const [dragged, setDragged] = useState<OpportunityCard | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);

  if (board.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('board.error')}
        action={
          <Button size="small" onClick={() => void board.refetch()}>
            {t('board.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <section aria-label={t('board.label')} aria-busy={board.isFetching}>
      <Typography.Paragraph type="secondary">{t('board.drop.dragHint')}</Typography.Paragraph>
      <div style={{ overflowX: 'auto', paddingBottom: 8 }} tabIndex={0} aria-label={t('board.label')} role="region">
        <Flex gap={12} align="start" style={{ minWidth: 'min-content' }}>
          {board.data
            ? board.data.columns.map((column) => (
                <BoardColumn
                  key={column.stage}
                  column={column}
                  idleDays={board.data.idle_days}
                  dragged={dragged}
                  onDragCard={setDragged}
                  onMove={setPending}
                />
              ))
            : [0, 1, 2, 3].map((index) => (
                <Card key={index} style={{ width: COLUMN_WIDTH }}>
                  <Skeleton active />
                </Card>
              ))}
        </Flex>
      </div>
      {dragged && <DropBar card={dragged} onDrop={(move) => setPending({ card: dragged, move })} onEnd={() => setDragged(null)} />}
      <BoardMoveDialogs pending={pending} onDone={() => setPending(null)} />
    </section>
  );
}

/**
 * While a card is dragged: its allowed moves as drop zones along the bottom of the window, so the
 * decided columns (to the right of the open ones, often out of view) need no scrolling to reach.
 */
function DropBar({ card, onDrop, onEnd }: { card: OpportunityCard; onDrop: (move: OpportunityMove) => void; onEnd: () => void }) {
  const { t } = useTranslation('opportunityBoard');
  return (
    <Flex
      gap={12}
      justify="center"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: 12, background: 'rgba(255, 255, 255, 0.96)', boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.15)', zIndex: 1000 }}
    >
      {card.allowed_moves.map((move) => (
        <DropZone key={move} move={move} onDrop={() => { onEnd(); onDrop(move); }} label={t(`board.stages.${move}`)} />
      ))}
    </Flex>
  );
}

function DropZone({ move, label, onDrop }: { move: OpportunityMove; label: string; onDrop: () => void }) {
  const [over, setOver] = useState(false);
  const colour = move === 'won' ? '#237804' : move === 'lost' ? '#a8071a' : '#434343';
  return (
    <div
      data-drop={move}
      aria-dropeffect="move"
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      style={{
        width: 200,
        padding: '16px 12px',
        textAlign: 'center',
        fontWeight: 600,
        color: colour,
        border: `2px dashed ${colour}`,
        borderRadius: 8,
        background: over ? '#f0f5ff' : '#fff',
      }}
    >
      {label}
    </div>
  );
}

interface BoardColumnProps {
  column: OpportunityBoardColumn;
  idleDays: number;
  dragged: OpportunityCard | null;
  onDragCard: (card: OpportunityCard | null) => void;
  onMove: (move: PendingMove) => void;
}

function BoardColumn({ column, idleDays, dragged, onDragCard, onMove }: BoardColumnProps) {
  const { t } = useTranslation('opportunityBoard');
  const language = useLanguage();
  const [over, setOver] = useState(false);
  const headingId = `board-column-${column.stage}`;
  const count = column.count_capped ? t('board.countCapped', { count: column.count }) : t('board.count', { count: column.count });
  const { stage } = column;
  // A drop target only while a card that may go here is dragged: elsewhere the browser shows "no drop".
  const accepts = dragged !== null && isMove(stage) && dragged.allowed_moves.includes(stage);
  const dropHandlers = accepts
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setOver(false);
          onDragCard(null);
          onMove({ card: dragged, move: stage });
        },
      }
    : {};

  return (
    <Card
      size="small"
      data-stage={stage}
      aria-dropeffect={accepts ? 'move' : undefined}
      style={{
        width: COLUMN_WIDTH,
        flex: `0 0 ${COLUMN_WIDTH}px`,
        outline: accepts ? `2px dashed ${over ? '#1677ff' : '#91caff'}` : undefined,
        outlineOffset: -2,
      }}
      title={
        <div>
          <h2 id={headingId} style={{ fontSize: 15, margin: 0, whiteSpace: 'normal' }}>
            {t(`board.stages.${stage}`)}{' '}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              ({count})
            </Typography.Text>
          </h2>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
            {t('board.columnValue', { value: formatMoney(column.value_ex_vat, language) })}
          </Typography.Text>
        </div>
      }
      styles={{ body: { padding: 8, minHeight: 96 } }}
      {...dropHandlers}
    >
      {accepts && (
        <Typography.Paragraph strong style={{ textAlign: 'center', margin: '0 0 8px', color: '#0958d9' }}>
          {t('board.drop.hint')}
        </Typography.Paragraph>
      )}
      {column.cards.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('board.emptyColumn')} />
      ) : (
        <>
          <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {column.cards.map((card) => (
              <li
                key={card.id}
                draggable={card.allowed_moves.length > 0}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(card.id));
                  onDragCard(card);
                }}
                onDragEnd={() => onDragCard(null)}
                style={{ cursor: card.allowed_moves.length > 0 ? 'grab' : undefined }}
              >
                <BoardCard card={card} idleDays={idleDays} onMove={onMove} />
              </li>
            ))}
          </ul>
          {column.count > column.cards.length && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 4px 0' }}>
              {t('board.showing', { count: column.cards.length })}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}

/** Whole days since `iso`, by the calendar of this browser. */
function daysSince(iso: string, now = new Date()): number {
  const then = new Date(iso);
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.max(0, Math.round((day(now) - day(then)) / 86_400_000));
}

function BoardCard({ card, idleDays, onMove }: { card: OpportunityCard; idleDays: number; onMove: (move: PendingMove) => void }) {
  const { t } = useTranslation('opportunityBoard');
  const language = useLanguage();
  const details = [
    card.start_date ? t('board.start', { date: formatDate(card.start_date, language) }) : null,
    card.participants !== null ? t('board.participants', { count: card.participants }) : null,
  ].filter(Boolean);
  const value =
    card.value === null ? t('board.value.none') : t(`board.value.${card.vat_basis}`, { value: formatMoney(card.value, language) });
  return (
    <Card size="small" styles={{ body: { padding: 12 } }}>
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" wrap>
          <Link to={routeUrl('editOpportunity', { id: card.id })} style={{ fontWeight: 600 }}>
            {card.name}
          </Link>
          {card.unseen && <Tag color="blue">{t('board.newTag')}</Tag>}
          {card.idle && <IdleTag days={idleDays} />}
        </Flex>
        {card.customer && <Typography.Text>{card.customer.name}</Typography.Text>}
        <Typography.Text strong={card.value !== null} type={card.value === null ? 'secondary' : undefined}>
          <span style={visuallyHidden}>{`${t('board.valueLabel')}: `}</span>
          {value}
        </Typography.Text>
        {details.length > 0 && <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>}
        {card.owner && <Typography.Text type="secondary">{t('board.owner', { name: card.owner.name })}</Typography.Text>}
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('board.lastActivity', { count: daysSince(card.last_touched_at) })}
          </Typography.Text>
          {card.allowed_moves.length > 0 && <CardMoveMenu card={card} onMove={onMove} />}
        </Flex>
      </Flex>
    </Card>
  );
}
