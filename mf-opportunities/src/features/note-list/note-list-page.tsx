import { PlusOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink, DataTable, serverTableProps, PageFrame, SearchBox, useListParams } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTE_SORT_FIELDS, useNotes, type Note, type NoteSortField } from '../../api/use-notes';
import { useNoteColumns } from './use-note-columns';

/** `/notes`: every note, searched, sorted and paged on the server (newest first), its state in the URL. */
export function NoteListPage() {
  const { t } = useTranslation('opportunities');
  const navigate = useNavigate();
  const { params, update } = useListParams<NoteSortField>({ sorts: NOTE_SORT_FIELDS, defaultSort: 'created_at', defaultOrder: 'desc' });
  const notes = useNotes({
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    order: params.order,
    ...(params.search ? { search: params.search } : {}),
  });
  const columns = useNoteColumns();

  return (
    <PageFrame
      title={t('notes.list.title')}
      subtitle={t('notes.list.subtitle')}
      extra={
        <ButtonLink type="primary" to={routeUrl('addNote')} icon={<PlusOutlined aria-hidden />}>
          {t('notes.list.add')}
        </ButtonLink>
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('notes.list.searchLabel')}
          placeholder={t('notes.list.searchPlaceholder')}
        />
      </Flex>
      <DataTable<Note, NoteSortField>
        label={t('notes.list.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(notes, { params, update })}
        onRowClick={(note) => navigate(routeUrl('editNote', { id: note.id }))}
      />
    </PageFrame>
  );
}
