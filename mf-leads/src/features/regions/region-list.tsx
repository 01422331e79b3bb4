import { useLanguage } from '@portal/platform';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRegion, useDeleteRegion, useRegions, useUpdateRegion, type Region } from '../../api/use-regions-admin';
import { NameForm } from './name-form';
import { nameSaved, settled } from './name-save-callbacks';
import { NameTable } from './name-table';

export interface RegionListProps {
  selectedId: number | undefined;
  onSelect: (region: Region) => void;
}

/** The regions: add, rename, delete (refused while cities or leads refer to one), and pick one to see its cities. */
export function RegionList({ selectedId, onSelect }: RegionListProps) {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const regions = useRegions();
  const create = useCreateRegion();
  const update = useUpdateRegion();
  const remove = useDeleteRegion();
  const [adding, setAdding] = useState(false);


  return (
    <Card
      title={<h2 style={{ margin: 0, font: 'inherit' }}>{t('regions.regions.title')}</h2>}
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)} disabled={adding}>
          {t('regions.regions.add')}
        </Button>
      }
    >
      {adding && (
        <div style={{ marginBottom: 16 }}>
          <NameForm
            label={t('regions.regions.nameLabel')}
            submitLabel={t('regions.add')}
            onSubmit={(name, form) => nameSaved(create.mutateAsync({ body: { name } }), form, language)}
            onClose={() => setAdding(false)}
          />
        </div>
      )}
      <NameTable
        items={regions.data}
        loading={regions.isFetching}
        error={regions.isError}
        onRetry={() => void regions.refetch()}
        selectedId={selectedId}
        onSelect={onSelect}
        onRename={(region, name, form) =>
          nameSaved(update.mutateAsync({ params: { path: { id: region.id } }, body: { name } }), form, language)
        }
        onDelete={(region) => settled(remove.mutateAsync({ params: { path: { id: region.id } } }))}
        texts={{
          label: t('regions.regions.title'),
          nameLabel: t('regions.regions.nameLabel'),
          empty: t('regions.regions.empty'),
          rename: ({ name }) => t('regions.regions.rename', { name }),
          remove: ({ name }) => t('regions.regions.remove', { name }),
          deleteConfirm: ({ name }) => t('regions.regions.deleteConfirm', { name }),
        }}
      />
    </Card>
  );
}
