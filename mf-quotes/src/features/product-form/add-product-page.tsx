import { applyFieldErrors, routeUrl, useLanguage } from '@portal/platform';
import { PageFrame, RecordForm } from '@portal/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateProduct } from './api/use-create-product';
import { BackToProducts } from './back-to-products';
import { ProductFields } from './product-fields';
import { NEW_PRODUCT, PRODUCT_FIELDS, toProductInput, type ProductFormValues } from './product-form-values';

/** `/add-product`: a new product; once created, back to the list, which shows it. */
export function AddProductPage() {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const create = useCreateProduct();
  const toList = () => navigate(routeUrl('products'));

  const handleSubmit = (values: ProductFormValues) =>
    create.mutate(
      { body: toProductInput(values) },
      { onSuccess: toList, onError: (error) => applyFieldErrors(form, error, PRODUCT_FIELDS, language) },
    );

  return (
    <PageFrame title={t('productForm.addTitle')} extra={<BackToProducts />}>
      <div style={{ maxWidth: 760 }}>
        <RecordForm<ProductFormValues>
          form={form}
          loading={false}
          saving={create.isPending}
          onSubmit={handleSubmit}
          onCancel={toList}
          initialValues={NEW_PRODUCT}
        >
          <ProductFields />
        </RecordForm>
      </div>
    </PageFrame>
  );
}
