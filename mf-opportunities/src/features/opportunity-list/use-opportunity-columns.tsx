import { routeUrl, useLanguage } from '@portal/platform';
import { formatMoney, type DataTableColumn } from '@portal/ui';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opportunity, OpportunitySortField } from '../../api/use-opportunities';
import { useCrmSettings } from '../../api/use-opportunity-board';
import { IdleTag } from '../../shared/idle-tag';
import { OpportunityStatusTag } from '../../shared/opportunity-status-tag';
import { formatDate, formatDateSpan } from '../../shared/record-dates';

type OpportunityColumn = DataTableColumn<Opportunity> & { key: OpportunitySortField | 'customer' | 'owner' | 'conference_type' | 'value' };

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * The list's columns; a column's `key` is the server's sort field where the server sorts by it.
 * On a phone the name (a link, with its New tag) and the status remain; a 1440 px laptop shows
 * all but the conference type, which the opportunity's page shows.
 */
export function useOpportunityColumns(): OpportunityColumn[] {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const idleDays = useCrmSettings().data?.opportunity_idle_days;
  return [
    {
      key: 'name',
      title: t('opportunity.list.columns.name'),
      sorter: true,
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, opportunity) => (
        <Flex gap={8} align="center" wrap>
          <Link to={routeUrl('editOpportunity', { id: opportunity.id })} onClick={(event) => event.stopPropagation()}>
            {opportunity.name}
          </Link>
          {opportunity.unseen && <Tag color="blue">{t('opportunity.newTag')}</Tag>}
          {opportunity.idle && <IdleTag days={idleDays} />}
        </Flex>
      ),
    },
    {
      key: 'customer',
      title: t('opportunity.list.columns.customer'),
      priority: 'high',
      render: (_, opportunity) =>
        opportunity.account || opportunity.contact ? (
          <>
            {opportunity.account?.name}
            {opportunity.account && opportunity.contact && <br />}
            {opportunity.contact && <Typography.Text type="secondary">{opportunity.contact.name}</Typography.Text>}
          </>
        ) : (
          none
        ),
    },
    {
      key: 'start_date',
      title: t('opportunity.list.columns.dates'),
      sorter: true,
      kind: 'dateRange',
      priority: 'high',
      render: (_, opportunity) => (opportunity.start_date ? formatDateSpan(opportunity.start_date, opportunity.end_date, language) : none),
    },
    {
      key: 'participants',
      title: t('opportunity.list.columns.participants'),
      sorter: true,
      kind: 'count',
      priority: 'medium',
      render: (_, opportunity) => opportunity.participants ?? none,
    },
    {
      key: 'conference_type',
      title: t('opportunity.list.columns.conference_type'),
      priority: 'low',
      render: (_, opportunity) => (opportunity.conference_type ? t(`opportunity.conferenceType.${opportunity.conference_type}`) : none),
    },
    {
      key: 'value',
      title: t('opportunity.list.columns.value'),
      priority: 'medium',
      align: 'right',
      // The chosen quote, else the lowest submitted one, in the request's VAT basis (the server's `value`).
      render: (_, opportunity) =>
        opportunity.value === null ? (
          <Typography.Text type="secondary">{t('opportunity.list.valueNone')}</Typography.Text>
        ) : (
          <>
            {formatMoney(opportunity.value, language)}
            <br />
            <Typography.Text type="secondary">{t(opportunity.vat_basis === 'inc' ? 'opportunity.list.valueInc' : 'opportunity.list.valueEx')}</Typography.Text>
          </>
        ),
    },
    { key: 'owner', title: t('opportunity.list.columns.owner'), priority: 'medium', render: (_, opportunity) => opportunity.owner?.name ?? none },
    {
      key: 'status',
      title: t('opportunity.list.columns.status'),
      sorter: true,
      kind: 'tag',
      render: (_, opportunity) => <OpportunityStatusTag status={opportunity.status} />,
    },
    {
      key: 'created_at',
      title: t('opportunity.list.columns.created_at'),
      sorter: true,
      kind: 'date',
      priority: 'medium',
      render: (_, opportunity) => <time dateTime={opportunity.created_at}>{formatDate(opportunity.created_at, language)}</time>,
    },
  ];
}
