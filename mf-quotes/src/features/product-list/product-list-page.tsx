import { routeUrl } from '@portal/platform';
import { ButtonLink, DataTable, serverTableProps, PageFrame, SearchBox } from '@portal/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product, ProductSortField } from '../../api/product-types';
import { useProducts } from '../../api/use-products';
import { ProductFilters } from './product-filters';
import { toProductsQuery, useProductListParams } from './use-product-list-params';
import { useProductColumns } from './use-product-columns';

/** `/products`: every product, searched, filtered, sorted and paged on the server, its state in the URL. */
export function ProductListPage() {
  const { t } = useTranslation('quotes');
  const navigate = useNavigate();
  const { params, update } = useProductListParams();
  const products = useProducts(toProductsQuery(params));
  const columns = useProductColumns();

  return (
    <PageFrame
      title={t('productList.title')}
      subtitle={t('productList.subtitle')}
      extra={
        <ButtonLink type="primary" to={routeUrl('addProduct')} icon={<PlusOutlined aria-hidden />}>
          {t('productList.add')}
        </ButtonLink>
      }
    >
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('productList.searchLabel')}
          placeholder={t('productList.searchPlaceholder')}
        />
        <ProductFilters
          family={params.filters.family}
          active={params.filters.active}
          onFamilyChange={(family) => update({ filters: { ...params.filters, family }, page: 1 })}
          onActiveChange={(active) => update({ filters: { ...params.filters, active }, page: 1 })}
        />
      </Flex>
      <DataTable<Product, ProductSortField>
        label={t('productList.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(products, { params, update })}
        onRowClick={(product) => navigate(routeUrl('editProduct', { id: product.id }))}
      />
    </PageFrame>
  );
}
