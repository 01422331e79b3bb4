import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductFamily } from '../api/product-types';

const COLORS: Record<ProductFamily, string> = {
  accommodation: 'geekblue',
  conference: 'cyan',
  meal: 'orange',
  activity: 'green',
  other: 'default',
};

export interface ProductFamilyTagProps {
  family: ProductFamily;
}

/** A product's family, named in the current language, in a colour per family so the list scans easily. */
export function ProductFamilyTag({ family }: ProductFamilyTagProps) {
  const { t } = useTranslation('quotes');
  return <Tag color={COLORS[family]}>{t(`family.${family}`)}</Tag>;
}
