import { routeUrl, useLanguage } from '@portal/platform';
import { formatMoney, type DataTableColumn } from '@portal/ui';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product, ProductSortField } from '../../api/product-types';
import { formatDate } from '../../shared/format-date';
import { ProductFamilyTag } from '../../shared/product-family-tag';

type ProductColumn = DataTableColumn<Product> & {
  key: ProductSortField | 'active' | 'minimum_price' | 'start_price';
};

/**
 * The list's columns; a column's `key` is the server's sort field where the server sorts by it.
 * On a phone the name (a link) and the price per person remain.
 */
export function useProductColumns(): ProductColumn[] {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  return [
    {
      key: 'name',
      title: t('productList.columns.name'),
      sorter: true,
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, product) => (
        <Link to={routeUrl('editProduct', { id: product.id })} onClick={(event) => event.stopPropagation()}>
          {product.name}
        </Link>
      ),
    },
    {
      key: 'family',
      title: t('productList.columns.family'),
      sorter: true,
      kind: 'tag',
      priority: 'high',
      render: (_, product) => <ProductFamilyTag family={product.family} />,
    },
    {
      key: 'active',
      title: t('productList.columns.active'),
      kind: 'tag',
      priority: 'medium',
      render: (_, product) => (
        <Badge status={product.active ? 'success' : 'default'} text={product.active ? t('productList.yes') : t('productList.no')} />
      ),
    },
    {
      key: 'price_per_person',
      title: t('productList.columns.price_per_person'),
      sorter: true,
      align: 'right',
      kind: 'money',
      render: (_, product) => formatMoney(product.price_per_person),
    },
    {
      key: 'minimum_price',
      title: t('productList.columns.minimum_price'),
      align: 'right',
      kind: 'money',
      priority: 'medium',
      render: (_, product) => formatMoney(product.minimum_price),
    },
    {
      key: 'start_price',
      title: t('productList.columns.start_price'),
      align: 'right',
      kind: 'money',
      priority: 'medium',
      render: (_, product) => formatMoney(product.start_price),
    },
    {
      key: 'created_at',
      title: t('productList.columns.created_at'),
      sorter: true,
      kind: 'date',
      priority: 'medium',
      render: (_, product) => <time dateTime={product.created_at}>{formatDate(product.created_at, language)}</time>,
    },
  ];
}
