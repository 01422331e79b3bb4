import { Flex, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProductFamily, PRODUCT_FAMILIES, type ProductFamily } from '../../api/product-types';

const ALL = 'all';
type ActiveChoice = 'true' | 'false' | typeof ALL;

export interface ProductFiltersProps {
  /** The filters as the URL holds them. */
  family: string | undefined;
  active: string | undefined;
  onFamilyChange: (family: ProductFamily | undefined) => void;
  onActiveChange: (active: 'true' | 'false' | undefined) => void;
}

/** Product family (one or all) and active yes / no / all. */
export function ProductFilters({ family, active, onFamilyChange, onActiveChange }: ProductFiltersProps) {
  const { t } = useTranslation('quotes');
  return (
    <Flex gap={12} wrap align="center">
      <Select<ProductFamily | typeof ALL>
        aria-label={t('productList.familyLabel')}
        value={isProductFamily(family) ? family : ALL}
        onChange={(next) => onFamilyChange(next === ALL ? undefined : next)}
        options={[
          { value: ALL, label: t('productList.allFamilies') },
          ...PRODUCT_FAMILIES.map((value) => ({ value, label: t(`family.${value}`) })),
        ]}
        style={{ width: 220 }}
      />
      <Segmented<ActiveChoice>
        aria-label={t('productList.activeLabel')}
        value={active === 'true' || active === 'false' ? active : ALL}
        onChange={(next) => onActiveChange(next === ALL ? undefined : next)}
        options={[
          { value: ALL, label: t('productList.activeAll') },
          { value: 'true', label: t('productList.activeYes') },
          { value: 'false', label: t('productList.activeNo') },
        ]}
      />
    </Flex>
  );
}
