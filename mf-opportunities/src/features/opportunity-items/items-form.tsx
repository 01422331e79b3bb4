import { PlusOutlined } from '@ant-design/icons';
import { ApiError, pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { useUnsavedChanges } from '@portal/ui';
import { Button, Flex, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import { formatDate } from '../../shared/record-dates';
import { ItemRowFieldset, type ItemRowFieldsetProps } from './item-row-fieldset';
import { eventDays, FAMILIES, fieldNamesOf, KINDS, newRow, toInput, toValues, type ItemRow, type ItemsFormValues, type Kind } from './items-form-values';
import { useCatalogue, useSaveOpportunityItems, type CatalogueProduct, type OpportunityItem } from './use-opportunity-items';

/** An open opportunity's rows, one list per kind, saved together (the server's messages next to their row's field). */
export function ItemsForm({ opportunity, items }: { opportunity: Opportunity; items: OpportunityItem[] }) {
  const { t } = useTranslation('opportunityItems');
  const language = useLanguage();
  const [form] = Form.useForm<ItemsFormValues>();
  const changes = useUnsavedChanges(form);
  const catalogue = useCatalogue();
  const save = useSaveOpportunityItems();
  const initialValues = useMemo(() => toValues(items), [items]);
  const days = eventDays(opportunity.start_date, opportunity.end_date);
  // Without a day a meal or a room is every day; a product is once (the server's rule, quotes/rules.ts requestedOfItem).
  const dayOptions = (kind: Kind) => [
    { value: '', label: t(kind === 'product' ? 'noSetDay' : 'everyDay') },
    ...days.map((day) => ({ value: day, label: formatDate(day, language) })),
  ];

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
        <ItemsKindSection
          key={kind}
          kind={kind}
          productOptions={productOptions(kind)}
          productsLoading={catalogue.isPending}
          dayOptions={dayOptions(kind)}
          newRow={() => newRow(kind, opportunity)}
          onPickProduct={(row, productId) => pickProduct(kind, row, productId)}
          onChange={changes.onValuesChange}
        />
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}

interface ItemsKindSectionProps extends Pick<ItemRowFieldsetProps, 'kind' | 'productOptions' | 'productsLoading' | 'dayOptions'> {
  newRow: () => ItemRow;
  onPickProduct: (row: number, productId: number | null) => void;
  /** A row was added or removed (Form's onValuesChange does not see that). */
  onChange: () => void;
}

/** The rows of one kind (the meals, the conference rooms or the other products), with a button for another. */
function ItemsKindSection({ kind, newRow, onPickProduct, onChange, ...rowProps }: ItemsKindSectionProps) {
  const { t } = useTranslation('opportunityItems');
  return (
    <section aria-labelledby={`items-${kind}-heading`} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} id={`items-${kind}-heading`} style={{ fontSize: 16 }}>
        {t(`section.${kind}`)}
      </Typography.Title>
      <Form.List name={kind}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.length === 0 && <Typography.Text type="secondary">{t(`empty.${kind}`)}</Typography.Text>}
            {fields.map((field, index) => (
              <ItemRowFieldset
                key={field.key}
                kind={kind}
                name={field.name}
                index={index}
                {...rowProps}
                onPickProduct={(productId) => onPickProduct(field.name, productId)}
                onRemove={() => {
                  remove(field.name);
                  onChange();
                }}
              />
            ))}
            <div>
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  add(newRow());
                  onChange();
                }}
              >
                {t(`add.${kind}`)}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </section>
  );
}
