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

function LeadListPage() {
  const { t } = useTranslation(DEMO_NS);
  const columns = useDemoLeadColumns();
  const [query, setQuery] = useState<TableQuery<DemoLeadSort>>({ page: 1, perPage: 10, sort: 'submitted_at', order: 'desc' });
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
        page={demoLeadPage(demoLeads, query)}
        loading={false}
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
