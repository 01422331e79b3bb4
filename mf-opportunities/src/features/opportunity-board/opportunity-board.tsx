import { routeUrl, useLanguage } from '@portal/platform';
import { Alert, Button, Col, Empty, Flex, Row, Skeleton, Tag, Typography, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpportunityBoard, type OpportunityBoardColumn, type OpportunityCard } from '../../api/use-opportunity-board';
import { IdleTag } from '../../shared/idle-tag';
import { formatDate } from '../../shared/record-dates';

/**
 * The board of `/opportunity?view=board`: one column per open stage with its count and its newest
 * cards (the server's 20), each a link to the opportunity. Columns sit side by side from 992 px
 * and stack below.
 */
export function OpportunityBoardView({ search }: { search: string }) {
  const { t } = useTranslation('opportunityBoard');
  const board = useOpportunityBoard(search ? { search } : {});

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
      <Row gutter={[16, 16]}>
        {board.data
          ? board.data.columns.map((column) => (
              <Col key={column.stage} xs={24} lg={8}>
                <BoardColumn column={column} idleDays={board.data.idle_days} />
              </Col>
            ))
          : [0, 1, 2].map((index) => (
              <Col key={index} xs={24} lg={8}>
                <Card>
                  <Skeleton active />
                </Card>
              </Col>
            ))}
      </Row>
    </section>
  );
}

function BoardColumn({ column, idleDays }: { column: OpportunityBoardColumn; idleDays: number }) {
  const { t } = useTranslation('opportunityBoard');
  const headingId = `board-column-${column.stage}`;
  const count = column.count_capped ? t('board.countCapped', { count: column.count }) : t('board.count', { count: column.count });
  return (
    <Card
      size="small"
      title={
        <h2 id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {t(`board.stages.${column.stage}`)}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            ({count})
          </Typography.Text>
        </h2>
      }
      styles={{ body: { padding: 8 } }}
    >
      {column.cards.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('board.emptyColumn')} />
      ) : (
        <>
          <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {column.cards.map((card) => (
              <li key={card.id}>
                <BoardCard card={card} idleDays={idleDays} />
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

function BoardCard({ card, idleDays }: { card: OpportunityCard; idleDays: number }) {
  const { t } = useTranslation('opportunityBoard');
  const language = useLanguage();
  const details = [
    card.start_date ? t('board.start', { date: formatDate(card.start_date, language) }) : null,
    card.participants !== null ? t('board.participants', { count: card.participants }) : null,
  ].filter(Boolean);
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
        {details.length > 0 && <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>}
        {card.owner && <Typography.Text type="secondary">{t('board.owner', { name: card.owner.name })}</Typography.Text>}
      </Flex>
    </Card>
  );
}
