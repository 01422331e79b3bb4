import { routeUrl } from '@portal/platform';
import { DataTable, PageFrame, serverTableProps } from '@portal/ui';
import { Empty, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PARTNER_COMMISSION_TABS, type CommissionListItem, type PartnerCommissionTab } from '../../api/commission-types';
import { usePartnerCommissions } from './api/use-partner-commissions';
import { useCommissionColumns } from './use-commission-columns';
import {
  commissionTabOf,
  DEFAULT_COMMISSION_TAB,
  toPartnerCommissionsQuery,
  useCommissionListParams,
} from './use-commission-list-params';

/**
 * `/p-commission`: the venue's commissions in three tabs (to report, upcoming, submitted) with
 * their counts, paged on the server, the tab and page in the URL (`?tab=submitted&page=2`). A row
 * opens the commission's report page.
 */
export function PartnerCommissionsPage() {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const { params, update } = useCommissionListParams();
  const tab = commissionTabOf(params.filters);
  const commissions = usePartnerCommissions(toPartnerCommissionsQuery(params));
  const columns = useCommissionColumns();
  const summary = commissions.data?.summary;
  // Only an answer for this very tab may say "none": the previous one stays on screen while it loads.
  const empty = commissions.data !== undefined && !commissions.isPlaceholderData && commissions.data.data.total === 0;
  const tabLabel = (key: PartnerCommissionTab) => t(`commissions.tabs.${key}`);

  return (
    <PageFrame title={t('common:routes.partnerCommissions')} subtitle={t('commissions.subtitle')}>
      {/* The tabs as a wrapping row of buttons (a radio group), as on /p-quotes: antd's Tabs hid
          some behind an overflow menu at 390 px, which axe refused. */}
      <Radio.Group
        value={tab}
        optionType="button"
        buttonStyle="solid"
        aria-label={t('commissions.tabsLabel')}
        // A new tab starts at page 1; the first tab is the URL without `tab`.
        onChange={(event) => {
          const next = event.target.value as PartnerCommissionTab;
          update({ filters: { tab: next === DEFAULT_COMMISSION_TAB ? undefined : next } });
        }}
        options={PARTNER_COMMISSION_TABS.map((key) => ({
          value: key,
          label: summary ? t('commissions.tabWithCount', { tab: tabLabel(key), count: summary[key] }) : tabLabel(key),
        }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
      />
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text>{t(`commissions.empty.${tab}`)}</Typography.Text>} />
      ) : (
        <DataTable<CommissionListItem, 'server'>
          label={t('commissions.tableLabel', { tab: tabLabel(tab) })}
          rowKey="id"
          columns={columns}
          {...serverTableProps({ ...commissions, data: commissions.data?.data }, { params, update })}
          onRowClick={(commission) => navigate(routeUrl('partnerEditCommission', { id: commission.id }))}
        />
      )}
    </PageFrame>
  );
}
