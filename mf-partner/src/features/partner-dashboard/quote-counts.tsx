import { useLanguage } from '@portal/platform';
import { Col, Row, Skeleton, Typography, Card } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerDashboard } from './api/use-partner-dashboard';

type CountKey = keyof PartnerDashboard['counts'];
const COUNTS: readonly CountKey[] = ['to_answer', 'overdue', 'preliminary', 'submitted', 'accepted'];

const bigNumber: CSSProperties = { fontSize: 30, lineHeight: '38px', fontWeight: 600, margin: 0 };

export interface QuoteCountsProps {
  /** Undefined while loading. */
  counts: PartnerDashboard['counts'] | undefined;
}

/**
 * Five figures: quotes to answer, overdue among them, preliminary booking requests to answer,
 * submitted (waiting for the customer), accepted.
 */
export function QuoteCounts({ counts }: QuoteCountsProps) {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB');
  return (
    <section aria-label={t('dashboard.counts.label')}>
      <Row gutter={[16, 16]}>
        {COUNTS.map((key) => {
          const alarming = key === 'overdue' && (counts?.overdue ?? 0) > 0;
          return (
            <Col key={key} xs={12} md={8} xl={{ flex: '20%' }}>
              <Card size="small" style={{ height: '100%' }}>
                <Typography.Text type="secondary">{t(`dashboard.counts.${key}`)}</Typography.Text>
                {counts ? (
                  <p style={bigNumber}>
                    <Typography.Text type={alarming ? 'danger' : undefined} style={{ fontSize: 'inherit', lineHeight: 'inherit' }}>
                      {number.format(counts[key])}
                    </Typography.Text>
                  </p>
                ) : (
                  <Skeleton active title={false} paragraph={{ rows: 1, width: 48 }} />
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
