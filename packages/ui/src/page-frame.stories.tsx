import { ArrowLeftOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react';
import { Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import { DataTable, type TableQuery } from './data-table';
import { PageFrame } from './page-frame';
import { demoLeadPage, type DemoLeadSort } from './story-data/demo-lead-page';
import { demoLeads } from './story-data/demo-leads';
import { DEMO_NS } from './story-data/demo-texts';
import { useDemoLeadColumns } from './story-data/use-demo-lead-columns';

const meta = {
  title: 'UI/PageFrame',
  component: PageFrame,
  // The pages below translate their texts (language in the toolbar), so there is nothing to edit as args.
  args: { title: '', children: null },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook's viewport for a phone: the width the portal is checked at (iPhone 12–15). */
const phoneViewport = {
  parameters: { viewport: { options: { phone390: { name: 'Telefon 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

function LeadListPage({ state = 'loaded' }: { state?: 'loaded' | 'loading' | 'failed' }) {
  const { t } = useTranslation(DEMO_NS);
  const columns = useDemoLeadColumns();
  const [query, setQuery] = useState<TableQuery<DemoLeadSort>>({ page: 1, perPage: 10, sort: 'submitted_at', order: 'desc' });
  const [attempts, setAttempts] = useState(0);
  return (
    <PageFrame
      title={t('leads.title')}
      subtitle={t('leads.subtitle')}
      extra={
        <>
          <Button icon={<DownloadOutlined aria-hidden />}>{t('leads.export')}</Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />}>
            {t('leads.newLead')}
          </Button>
        </>
      }
    >
      <DataTable
        label={t('leads.tableLabel')}
        rowKey="id"
        columns={columns}
        // A failed list's retry succeeds: the rows arrive.
        page={state === 'loaded' || attempts > 0 ? demoLeadPage(demoLeads, query) : undefined}
        loading={state === 'loading'}
        error={state === 'failed' && attempts === 0}
        onRetry={() => setAttempts((n) => n + 1)}
        query={query}
        onQueryChange={setQuery}
      />
    </PageFrame>
  );
}

/** A list page: title, subtitle, actions at the right, a server-paged table below. */
export const ListPage: Story = {
  render: () => <LeadListPage />,
};

/** The same page while its first page of rows is on its way: the frame stands, the table shows it is loading. */
export const ListPageLoading: Story = {
  render: () => <LeadListPage state="loading" />,
};

/** The list could not be fetched: the frame stays with its actions, the table says so and offers to try again. */
export const ListPageFailed: Story = {
  render: () => <LeadListPage state="failed" />,
};

/** On a phone (390 px): the actions wrap under the title instead of squeezing it. */
export const ListPageNarrow: Story = {
  ...phoneViewport,
  render: () => <LeadListPage />,
};

function VenuePage() {
  const { t } = useTranslation(DEMO_NS);
  return (
    <PageFrame
      title="Havsbaden Konferens & Spa"
      subtitle={t('venue.subtitle', { city: 'Varberg', region: 'Hallands län', year: 2019 })}
      extra={
        <>
          <ButtonLink to="/venues" icon={<ArrowLeftOutlined aria-hidden />}>
            {t('venue.back')}
          </ButtonLink>
          <Button type="primary" icon={<EditOutlined aria-hidden />}>
            {t('venue.edit')}
          </Button>
        </>
      }
    >
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'rooms', label: t('venue.rooms'), children: t('venue.roomsValue', { count: 9, seats: 140 }) },
          { key: 'beds', label: t('venue.beds'), children: t('venue.bedsValue', { count: 112, single: 38 }) },
          { key: 'contact', label: t('venue.contact'), children: 'Annelie Strand, 0340-64 21 00' },
          { key: 'commission', label: t('venue.commission'), children: t('venue.commissionValue', { percent: 10 }) },
        ]}
      />
    </PageFrame>
  );
}

/** A detail page whose title is a name (not translated) and whose actions mix a link and a button. */
export const DetailPage: Story = {
  render: () => <VenuePage />,
};

/** The detail page on a phone (390 px): a long name breaks onto lines, the actions go below it. */
export const DetailPageNarrow: Story = {
  ...phoneViewport,
  render: () => <VenuePage />,
};

/** Only a title and content; the title is also the document title ("Utkorg · Konferensportalen"). */
export const TitleOnly: Story = {
  render: function Render() {
    const { t } = useTranslation(DEMO_NS);
    return (
      <PageFrame title={t('outbox.title')}>
        <Typography.Paragraph>{t('outbox.text')}</Typography.Paragraph>
      </PageFrame>
    );
  },
};
