import { registerTranslations } from '@portal/platform';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import en from './en/shell.json';
import sv from './sv/shell.json';

dayjs.extend(relativeTime);
registerTranslations('shell', { sv, en });
