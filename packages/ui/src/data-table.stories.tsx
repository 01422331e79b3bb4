import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { DataTable, type TableQuery } from './data-table';
import { demoLeadPage, type DemoLeadSort } from './story-data/demo-lead-page';
import { demoLeads, type DemoLead } from './story-data/demo-leads';
import { DEMO_NS } from './story-data/demo-texts';
import { useDemoLeadColumns } from './story-data/use-demo-lead-columns';

/** DataTable for one row type, as a module uses it (`<DataTable<Lead, LeadSortField> …>`). */
const LeadDataTable = DataTable<DemoLead, DemoLeadSort>;

const newestFirst: TableQuery<DemoLeadSort> = { page: 1, perPage: 10, sort: 'submitted_at', order: 'desc' };

const meta = {
  title: 'UI/DataTable',
  component: LeadDataTable,
  // Columns and label come from translations, so they follow the language in the toolbar.
  render: function Render(args) {
    const { t } = useTranslation(DEMO_NS);
    return <LeadDataTable {...args} columns={useDemoLeadColumns()} label={t('leads.tableLabel')} />;
  },
  args: {
    rowKey: 'id',
    columns: [],
    label: '',
    page: demoLeadPage(demoLeads, newestFirst),
    loading: false,
    query: newestFirst,
    onQueryChange: fn(),
    onRowClick: fn(),
  },
  argTypes: {
    columns: { control: false },
    label: { control: false },
    page: { control: false },
  },
} satisfies Meta<typeof LeadDataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Paged and sorted like the server does it: each change asks for a new page through
 * `onQueryChange`, and an in-memory "server" answers with the slice of 23 leads.
 */
export const ServerPaged: Story = {
  render: function Render(args) {
    const { t } = useTranslation(DEMO_NS);
    const columns = useDemoLeadColumns();
    const [query, setQuery] = useState(args.query);
    const handleQueryChange = (next: TableQuery<DemoLeadSort>) => {
      args.onQueryChange(next);
      setQuery(next);
    };
    return (
      <LeadDataTable
        {...args}
        columns={columns}
        label={t('leads.tableLabel')}
        page={demoLeadPage(demoLeads, query)}
        query={query}
        onQueryChange={handleQueryChange}
      />
    );
  },
};

/** The first request has not answered yet. */
export const Loading: Story = {
  args: { page: undefined, loading: true },
};

/** Another page is on its way; the current rows stay until it arrives. */
export const LoadingNextPage: Story = {
  args: { loading: true },
};

/** A search or a filter that nothing matches. */
export const Empty: Story = {
  args: { page: demoLeadPage([], newestFirst) },
};

/** The list could not be fetched: an error in the table's place, with a retry. */
export const LoadFailed: Story = {
  args: { page: undefined, error: true, onRetry: fn() },
};

/** Storybook's viewport for a phone: the width the portal is checked at (iPhone 12–15). */
const phoneViewport = {
  parameters: { viewport: { options: { phone390: { name: 'Telefon 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/**
 * On a phone (390 px): the columns of lower `priority` step aside, the name and the status stay,
 * the pager offers fewer page numbers; nothing scrolls sideways. A row opens the lead.
 */
export const Phone: Story = {
  ...phoneViewport,
};

/** On a phone, while the first page loads. */
export const PhoneLoading: Story = {
  ...phoneViewport,
  args: { page: undefined, loading: true },
};

/** On a phone, with nothing to show. */
export const PhoneEmpty: Story = {
  ...phoneViewport,
  args: { page: demoLeadPage([], newestFirst) },
};

/** On a phone, when the list could not be fetched. */
export const PhoneLoadFailed: Story = {
  ...phoneViewport,
  args: { page: undefined, error: true, onRetry: fn() },
};

/**
 * Long names and companies end in "…" instead of widening the table; hovering a cut cell shows all
 * of it. Dates keep their whole width.
 */
export const LongTexts: Story = {
  args: {
    page: demoLeadPage(
      demoLeads.map((lead, index) =>
        index % 3 === 0
          ? { ...lead, business: `${lead.business ?? 'Föreningen'} – Avdelningen för konferenser, kick-offer och personalfester i hela Norden` }
          : lead,
      ),
      newestFirst,
    ),
  },
};

