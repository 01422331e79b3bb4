import { useLanguage } from '@portal/platform';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCities, useCreateCity, useDeleteCity, useUpdateCity, type Region } from '../../api/use-regions-admin';
import { NameForm } from './name-form';
import { nameSaved, settled } from './name-save-callbacks';
import { NameTable } from './name-table';

export interface CityListProps {
  region: Region;
}

/** One region's cities: add, rename, delete (refused while leads refer to one). */
export function CityList({ region }: CityListProps) {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const cities = useCities(region.id);
  const create = useCreateCity();
  const update = useUpdateCity();
  const remove = useDeleteCity();
  const [adding, setAdding] = useState(false);


  return (
    <Card
      title={<h2 style={{ margin: 0, font: 'inherit' }}>{t('regions.cities.title', { region: region.name })}</h2>}
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)} disabled={adding}>
          {t('regions.cities.add')}
        </Button>
      }
    >
      {adding && (
        <div style={{ marginBottom: 16 }}>
          <NameForm
            label={t('regions.cities.nameLabel')}
            submitLabel={t('regions.add')}
            onSubmit={(name, form) => nameSaved(create.mutateAsync({ body: { name, region_id: region.id } }), form, language)}
            onClose={() => setAdding(false)}
          />
        </div>
      )}
      <NameTable
        items={cities.data}
        loading={cities.isFetching}
        error={cities.isError}
        onRetry={() => void cities.refetch()}
        onRename={(city, name, form) =>
          nameSaved(update.mutateAsync({ params: { path: { id: city.id } }, body: { name, region_id: region.id } }), form, language)
        }
        onDelete={(city) => settled(remove.mutateAsync({ params: { path: { id: city.id } } }))}
        texts={{
          label: t('regions.cities.title', { region: region.name }),
          nameLabel: t('regions.cities.nameLabel'),
          empty: t('regions.cities.empty'),
          rename: ({ name }) => t('regions.cities.rename', { name }),
          remove: ({ name }) => t('regions.cities.remove', { name }),
          deleteConfirm: ({ name }) => t('regions.cities.deleteConfirm', { name }),
        }}
      />
    </Card>
  );
}
