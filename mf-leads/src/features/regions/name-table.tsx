import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Table, type FormInstance, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameForm, type NameFormValues } from './name-form';

export interface NamedItem {
  id: number;
  name: string;
}

export interface NameTableTexts {
  /** The table's accessible name. */
  label: string;
  /** The rename field's label. */
  nameLabel: string;
  empty: string;
  rename: (item: NamedItem) => string;
  remove: (item: NamedItem) => string;
  deleteConfirm: (item: NamedItem) => string;
}

export interface NameTableProps {
  items: NamedItem[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  texts: NameTableTexts;
  onRename: (item: NamedItem, name: string, form: FormInstance<NameFormValues>) => Promise<boolean>;
  /** Resolves once the delete has settled, whatever the outcome, so the confirmation closes. */
  onDelete: (item: NamedItem) => Promise<void>;
  selectedId?: number;
  onSelect?: (item: NamedItem) => void;
}

/** Regions or cities: a name each, renamed in place or deleted after a confirmation; optionally one is selected. */
export function NameTable({ items, loading, error, onRetry, texts, onRename, onDelete, selectedId, onSelect }: NameTableProps) {
  const { t } = useTranslation('leads');
  const [renamingId, setRenamingId] = useState<number | null>(null);
  // The delete confirmation is ours to open, close and spin: antd's own promise handling kept
  // the OK button spinning when the same confirmation was opened again after a refused delete.
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // antd closes the confirmation right after onConfirm, before a re-render: a ref sees the delete at once.
  const deleting = useRef(false);
  const handleConfirmDelete = (item: NamedItem) => {
    deleting.current = true;
    setDeletingId(item.id);
    onDelete(item).finally(() => {
      deleting.current = false;
      setDeletingId(null);
      setConfirmingId(null);
    });
  };

  if (error && !items) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('regions.loadFailed')}
        action={<Button onClick={onRetry}>{t('regions.retry')}</Button>}
      />
    );
  }

  const columns: TableColumnsType<NamedItem> = [
    {
      key: 'name',
      title: t('regions.columns.name'),
      render: (_, item) => {
        if (item.id === renamingId) {
          return (
            <NameForm
              label={texts.nameLabel}
              initialName={item.name}
              submitLabel={t('regions.save')}
              onSubmit={(name, form) => onRename(item, name, form)}
              onClose={() => setRenamingId(null)}
            />
          );
        }
        if (!onSelect) return item.name;
        return (
          <Button type="link" aria-pressed={item.id === selectedId} onClick={() => onSelect(item)} style={{ padding: 0 }}>
            {item.name}
          </Button>
        );
      },
    },
    {
      key: 'actions',
      title: t('regions.columns.actions'),
      align: 'right',
      width: 1,
      render: (_, item) => (
        <Flex gap={4} justify="flex-end">
          <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={texts.rename(item)} onClick={() => setRenamingId(item.id)} />
          <Popconfirm
            title={texts.deleteConfirm(item)}
            okText={t('regions.delete')}
            okButtonProps={{ danger: true, loading: deletingId === item.id }}
            cancelText={t('regions.cancel')}
            open={confirmingId === item.id}
            // While the delete runs, the confirmation stays open with its spinner.
            onOpenChange={(open) => {
              if (!deleting.current) setConfirmingId(open ? item.id : null);
            }}
            onConfirm={() => handleConfirmDelete(item)}
          >
            <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={texts.remove(item)} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Table<NamedItem>
      aria-label={texts.label}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items ?? []}
      loading={loading}
      locale={{ emptyText: loading && !items ? ' ' : texts.empty }}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      rowClassName={(item) => (item.id === selectedId ? 'ant-table-row-selected' : '')}
    />
  );
}
