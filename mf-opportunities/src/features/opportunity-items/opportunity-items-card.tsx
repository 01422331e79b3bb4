import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ApiError, pickMessage, type Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { MoneyInput, NumberInput, formatMoney, useFormRules, useUnsavedChanges, Typography } from '@portal/ui';
import { Button, Empty, Flex, Form, Input, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import { formatDate } from '../../shared/record-dates';
import { SectionCard } from '../../shared/section-card';
import { useCatalogue, useOpportunityItems, useSaveOpportunityItems, type CatalogueProduct, type OpportunityItem } from './use-opportunity-items';
import '../../i18n/items';

type Kind = Schemas['OpportunityItemKind'];
type ItemInput = Schemas['OpportunityItemInput'];

/** A row of the form: the API's input, with `day` as a select value ('' = every day). */
interface ItemRow {
  kind: Kind;
  product_id: number | null;
  name: string;
  day: string;
  quantity: number | null;
  room_size: number | null;
  seating: Schemas['Furnishing'] | null;
  price_per_person: number | null;
  minimum_price: number | null;
  start_price: number | null;
  comment: string;
}

interface ItemsFormValues {
  meal: ItemRow[];
  conference_room: ItemRow[];
  product: ItemRow[];
}

const KINDS: readonly Kind[] = ['meal', 'conference_room', 'product'];
const SEATINGS = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'] as const;
/** Which catalogue families each kind of row offers (the server checks the same). */
const FAMILIES: Record<Kind, readonly string[]> = {
  meal: ['meal'],
  conference_room: ['conference'],
  product: ['activity', 'other', 'accommodation', 'conference', 'meal'],
};

function toRow(item: OpportunityItem): ItemRow {
  return { ...item, day: item.day ?? '', comment: item.comment ?? '' };
}

function toValues(items: OpportunityItem[]): ItemsFormValues {
  return {
    meal: items.filter((item) => item.kind === 'meal').map(toRow),
    conference_room: items.filter((item) => item.kind === 'conference_room').map(toRow),
    product: items.filter((item) => item.kind === 'product').map(toRow),
  };
}

function toInput(values: ItemsFormValues): ItemInput[] {
  return KINDS.flatMap((kind) =>
    (values[kind] ?? []).map((row) => ({
      kind,
      product_id: row.product_id ?? null,
      name: row.name.trim(),
      day: row.day || null,
      quantity: row.quantity ?? 0,
      room_size: kind === 'conference_room' ? row.room_size : null,
      seating: kind === 'conference_room' ? row.seating : null,
      price_per_person: row.price_per_person ?? 0,
      minimum_price: row.minimum_price ?? 0,
      start_price: row.start_price ?? 0,
      comment: row.comment.trim() || null,
    })),
  );
}

/** The server names a row's field as `items.{index across all rows}.{field}`: back to the form's list and row. */
function fieldNamesOf(values: ItemsFormValues): Map<string, (string | number)[]> {
  const names = new Map<string, (string | number)[]>();
  let index = 0;
  for (const kind of KINDS) {
    (values[kind] ?? []).forEach((_, row) => {
      for (const field of ['product_id', 'name', 'day', 'quantity', 'room_size', 'seating', 'price_per_person', 'minimum_price', 'start_price', 'comment']) {
        names.set(`items.${index}.${field}`, [kind, row, field]);
      }
      index += 1;
    });
  }
  return names;
}

/** Every day of the event, for a row that is on one day only. */
function eventDays(start: string | null, end: string | null): string[] {
  if (!start) return [];
  const days: string[] = [];
  for (let day = dayjs(start); !day.isAfter(dayjs(end ?? start)) && days.length < 31; day = day.add(1, 'day')) days.push(day.format('YYYY-MM-DD'));
  return days;
}

export interface OpportunityItemsCardProps {
  opportunity: Opportunity;
}

/**
 * What the customer asks for besides rooms (SPEC §3): meals, conference rooms and other
 * products, each from the catalogue (its prices copied, and editable) on one day or every day,
 * for a number of people. Saved as one list; read only once the opportunity is decided.
 */
export function OpportunityItemsCard({ opportunity }: OpportunityItemsCardProps) {
  const { t } = useTranslation('opportunityItems');
  const language = useLanguage();
  const items = useOpportunityItems(opportunity.id);
  const editable = opportunity.allowed_actions.includes('edit');

  return (
    <SectionCard title={t('title')} loading={items.isPending} loadError={items.isError && t('loadError')} onRetry={() => void items.refetch()}>
      {items.data &&
        (editable ? (
          <ItemsForm key={opportunity.id} opportunity={opportunity} items={items.data} />
        ) : (
          <ItemsSummary items={items.data} language={language} />
        ))}
    </SectionCard>
  );
}

function ItemsSummary({ items, language }: { items: OpportunityItem[]; language: 'sv' | 'en' }) {
  const { t } = useTranslation('opportunityItems');
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />;
  return (
    // A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access).
    <div role="region" aria-label={t('title')} tabIndex={0} style={{ overflowX: 'auto' }}>
    <Table<OpportunityItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      columns={[
        { key: 'kind', title: t('columns.kind'), render: (_, item) => t(`kind.${item.kind}`) },
        { key: 'name', title: t('columns.name'), render: (_, item) => (item.comment ? `${item.name} (${item.comment})` : item.name) },
        { key: 'day', title: t('columns.day'), render: (_, item) => (item.day ? formatDate(item.day, language) : t('everyDay')) },
        { key: 'quantity', title: t('columns.quantity'), render: (_, item) => item.quantity },
        {
          key: 'price',
          title: t('columns.price'),
          render: (_, item) => (item.start_price > 0 && item.price_per_person === 0 ? formatMoney(item.start_price, language) : t('perPerson', { price: formatMoney(item.price_per_person, language) })),
        },
      ]}
    />
    </div>
  );
}

function ItemsForm({ opportunity, items }: { opportunity: Opportunity; items: OpportunityItem[] }) {
  const { t } = useTranslation('opportunityItems');
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<ItemsFormValues>();
  const changes = useUnsavedChanges(form);
  const catalogue = useCatalogue();
  const save = useSaveOpportunityItems();
  const initialValues = useMemo(() => toValues(items), [items]);
  const days = eventDays(opportunity.start_date, opportunity.end_date);
  const dayOptions = [{ value: '', label: t('everyDay') }, ...days.map((day) => ({ value: day, label: formatDate(day, language) }))];

  const productOptions = (kind: Kind) =>
    (catalogue.data ?? []).filter((product) => FAMILIES[kind].includes(product.family)).map((product) => ({ value: product.id, label: product.name }));

  /** Choosing a product fills in its name and prices; they stay editable. */
  const pickProduct = (kind: Kind, row: number, productId: number | null) => {
    const product = (catalogue.data ?? []).find((candidate: CatalogueProduct) => candidate.id === productId);
    if (!product) return;
    const current = form.getFieldValue([kind, row]) as ItemRow;
    form.setFieldValue([kind, row], {
      ...current,
      product_id: product.id,
      name: product.name,
      price_per_person: product.price_per_person,
      minimum_price: product.minimum_price,
      start_price: product.start_price,
    });
    changes.onValuesChange();
  };

  const newRow = (kind: Kind): ItemRow => ({
    kind,
    product_id: null,
    name: '',
    day: '',
    quantity: kind === 'conference_room' ? null : opportunity.participants,
    room_size: kind === 'conference_room' ? opportunity.participants : null,
    seating: kind === 'conference_room' ? (opportunity.seating ?? null) : null,
    price_per_person: 0,
    minimum_price: 0,
    start_price: 0,
    comment: '',
  });

  const handleFinish = (values: ItemsFormValues) =>
    save.mutateAsync({ params: { path: { id: opportunity.id } }, body: { items: toInput(values) } }).then(
      () => changes.markSaved(),
      (error: unknown) => {
        // The server names a field by its place in the whole list (items.4.day): shown on that row.
        if (!(error instanceof ApiError)) return;
        const names = fieldNamesOf(values);
        const fields = Object.entries(error.problem.fieldErrors).flatMap(([server, message]) => {
          const name = names.get(server);
          return name ? [{ name, errors: [pickMessage(message, language)] }] : [];
        });
        if (fields.length === 0) return;
        form.setFields(fields as never);
        form.scrollToField(fields[0]!.name as never, { block: 'center', focus: true });
      },
    );

  return (
    <Form<ItemsFormValues>
      form={form}
      name="opportunity-items"
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={handleFinish}
      onValuesChange={changes.onValuesChange}
    >
      {changes.guard}
      {KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`items-${kind}-heading`} style={{ marginBottom: 16 }}>
          <Typography.Title level={3} id={`items-${kind}-heading`} style={{ fontSize: 16 }}>
            {t(`section.${kind}`)}
          </Typography.Title>
          <Form.List name={kind}>
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.length === 0 && <Typography.Text type="secondary">{t(`empty.${kind}`)}</Typography.Text>}
                {fields.map((field, index) => (
                  <fieldset key={field.key} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px 0', margin: 0, minWidth: 0 }}>
                    <legend style={{ fontSize: 14, padding: '0 4px', width: 'auto', border: 0, margin: 0 }}>{t(`rowLegend.${kind}`, { number: index + 1 })}</legend>
                    <Flex gap={12} wrap align="start">
                      <Form.Item name={[field.name, 'product_id']} label={t('fields.product')} style={{ flex: '1 1 200px', minWidth: 0 }}>
                        <Select
                          allowClear
                          showSearch={{ optionFilterProp: 'label' }}
                          loading={catalogue.isPending}
                          options={productOptions(kind)}
                          placeholder={t('fields.productPlaceholder')}
                          onChange={(value: number | undefined) => pickProduct(kind, field.name, value ?? null)}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'name']} label={t('fields.name')} rules={[rules.required, rules.maxLength(200)]} style={{ flex: '1 1 180px', minWidth: 0 }}>
                        <Input />
                      </Form.Item>
                      <Form.Item name={[field.name, 'day']} label={t('fields.day')} style={{ flex: '0 1 150px', minWidth: 120 }}>
                        <Select options={dayOptions} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label={t('fields.quantity')}
                        rules={[rules.number({ min: 1, max: 10000, integer: true, required: true })]}
                        style={{ flex: '0 1 110px', minWidth: 90 }}
                      >
                        <NumberInput integer style={{ width: '100%' }} />
                      </Form.Item>
                      {kind === 'conference_room' && (
                        <>
                          <Form.Item
                            name={[field.name, 'room_size']}
                            label={t('fields.room_size')}
                            rules={[rules.number({ min: 1, max: 10000, integer: true, required: true })]}
                            style={{ flex: '0 1 130px', minWidth: 90 }}
                          >
                            <NumberInput integer style={{ width: '100%' }} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'seating']} label={t('fields.seating')} style={{ flex: '0 1 150px', minWidth: 120 }}>
                            <Select allowClear options={SEATINGS.map((value) => ({ value, label: t(`seating.${value}`) }))} />
                          </Form.Item>
                        </>
                      )}
                      <Form.Item name={[field.name, 'price_per_person']} label={t('fields.price_per_person')} rules={[rules.money({ min: 0 })]} style={{ flex: '0 1 150px', minWidth: 120 }}>
                        <MoneyInput />
                      </Form.Item>
                      {kind !== 'meal' && (
                        <>
                          <Form.Item name={[field.name, 'minimum_price']} label={t('fields.minimum_price')} rules={[rules.money({ min: 0 })]} style={{ flex: '0 1 150px', minWidth: 120 }}>
                            <MoneyInput />
                          </Form.Item>
                          <Form.Item name={[field.name, 'start_price']} label={t('fields.start_price')} rules={[rules.money({ min: 0 })]} style={{ flex: '0 1 150px', minWidth: 120 }}>
                            <MoneyInput />
                          </Form.Item>
                        </>
                      )}
                      <Form.Item name={[field.name, 'comment']} label={t('fields.comment')} rules={[rules.maxLength(1000)]} style={{ flex: '2 1 180px', minWidth: 0 }}>
                        <Input />
                      </Form.Item>
                      <Form.Item label={<span aria-hidden="true">&nbsp;</span>}>
                        <Button
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('remove', { row: t(`rowLegend.${kind}`, { number: index + 1 }) })}
                          title={t('remove', { row: t(`rowLegend.${kind}`, { number: index + 1 }) })}
                          onClick={() => {
                            remove(field.name);
                            changes.onValuesChange();
                          }}
                        />
                      </Form.Item>
                    </Flex>
                  </fieldset>
                ))}
                <div>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => {
                      add(newRow(kind));
                      changes.onValuesChange();
                    }}
                  >
                    {t(`add.${kind}`)}
                  </Button>
                </div>
              </Flex>
            )}
          </Form.List>
        </section>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
