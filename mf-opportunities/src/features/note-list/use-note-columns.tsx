import { routeUrl, useLanguage } from '@portal/platform';
import type { DataTableColumn } from '@portal/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Note, NoteSortField } from '../../api/use-notes';
import { formatDateTime } from '../../shared/record-dates';
import { RelatedRecords } from '../../shared/related-records';

type NoteColumn = DataTableColumn<Note> & { key: NoteSortField | 'related' | 'author' };

/**
 * The list's columns; a column's `key` is the server's sort field where the server sorts by it.
 * On a phone the subject (a link) remains.
 */
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
          {note.subject}
        </Link>
      ),
    },
    {
      key: 'related',
      title: t('notes.list.columns.related'),
      priority: 'high',
      render: (_, note) => <RelatedRecords contact={note.contact} account={note.account} opportunity={note.opportunity} />,
    },
    {
      key: 'author',
      title: t('notes.list.columns.author'),
      priority: 'medium',
      render: (_, note) => note.author?.name ?? <Typography.Text type="secondary">–</Typography.Text>,
    },
    {
      key: 'created_at',
      title: t('notes.list.columns.created_at'),
      sorter: true,
      kind: 'dateTime',
      priority: 'high',
      render: (_, note) => <time dateTime={note.created_at}>{formatDateTime(note.created_at, language)}</time>,
    },
  ];
}
