import { routeUrl, useLanguage } from '@portal/platform';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Note, NoteSortField } from '../../api/use-notes';
import { formatDateTime } from '../../shared/record-dates';
import { RelatedRecords } from '../../shared/related-records';

type NoteColumn = TableColumnsType<Note>[number] & { key: NoteSortField | 'related' | 'author' };

/** The list's columns; a column's `key` is the server's sort field where the server sorts by it. */
export function useNoteColumns(): NoteColumn[] {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  return [
    {
      key: 'subject',
      title: t('notes.list.columns.subject'),
      sorter: true,
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, note) => (
        <Link to={routeUrl('editNote', { id: note.id })} onClick={(event) => event.stopPropagation()}>
          <Typography.Text ellipsis={{ tooltip: note.subject }} style={{ maxWidth: 320, color: 'inherit' }}>
            {note.subject}
          </Typography.Text>
        </Link>
      ),
    },
    {
      key: 'related',
      title: t('notes.list.columns.related'),
      render: (_, note) => <RelatedRecords contact={note.contact} account={note.account} opportunity={note.opportunity} />,
    },
    {
      key: 'author',
      title: t('notes.list.columns.author'),
      render: (_, note) => note.author?.name ?? <Typography.Text type="secondary">–</Typography.Text>,
    },
    {
      key: 'created_at',
      title: t('notes.list.columns.created_at'),
      sorter: true,
      render: (_, note) => <time dateTime={note.created_at}>{formatDateTime(note.created_at, language)}</time>,
    },
  ];
}
