import { ApiError } from '@portal/api-client';
import { applyFieldErrors, routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteProduct } from './api/use-delete-product';
import { useProduct } from './api/use-product';
import { useUpdateProduct } from './api/use-update-product';
import { BackToProducts } from './back-to-products';
import { ProductFields } from './product-fields';
import { PRODUCT_FIELDS, toFormValues, toProductInput, type ProductFormValues } from './product-form-values';

const MAX_ID = 2_147_483_647;

function parseProductId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** `/edit-product-{id}`: every field of one product; saved or deleted, back to the list. */
export function EditProductPage({ params }: RoutePageProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const id = parseProductId(params.id);
  const product = useProduct(id);
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const toList = () => navigate(routeUrl('products'));

  const missing = id === undefined || (product.error instanceof ApiError && product.error.problem.status === 404);
  if (missing) {
    return (
      <PageFrame title={t('productForm.notFound.title')}>
        <Result
          status="404"
          title={t('productForm.notFound.title')}
          subTitle={t('productForm.notFound.text', { id: params.id ?? '' })}
          extra={<BackToProducts />}
        />
      </PageFrame>
    );
  }

  const handleSubmit = (values: ProductFormValues) =>
    update.mutate(
      { params: { path: { id } }, body: toProductInput(values) },
      { onSuccess: toList, onError: (error) => applyFieldErrors(form, error, PRODUCT_FIELDS, language) },
    );

  // Resolving either way closes the confirmation; a refusal (409 in use) has been shown by the platform.
  const handleDelete = () =>
    remove.mutateAsync({ params: { path: { id } } }).then(toList, () => undefined);

  return (
    <PageFrame
      title={product.data ? t('productForm.editTitle', { name: product.data.name }) : t('productForm.editTitleLoading')}
      extra={<BackToProducts />}
    >
      <div style={{ maxWidth: 760 }}>
        <RecordForm<ProductFormValues>
          form={form}
          loading={product.isPending}
          loadError={product.isError}
          onRetry={() => void product.refetch()}
          saving={update.isPending}
          onSubmit={handleSubmit}
          onCancel={toList}
          onDelete={handleDelete}
          deleteConfirm={t('productForm.deleteConfirm')}
          initialValues={product.data && toFormValues(product.data)}
        >
          <ProductFields />
        </RecordForm>
      </div>
    </PageFrame>
  );
}
