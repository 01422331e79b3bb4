import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

/**
 * "Inaktiv" on an open opportunity nobody has touched for `days` days: the meaning in a tooltip
 * for the mouse and, for screen readers, as hidden text after the word.
 */
export function IdleTag({ days }: { days: number | undefined }) {
  const { t } = useTranslation('opportunityBoard');
  const meaning = days === undefined ? undefined : t('idle.meaning', { count: days });
  return (
    <Tooltip title={meaning}>
      <Tag color="orange" tabIndex={meaning ? 0 : undefined}>
        {t('idle.tag')}
        {meaning && <span className="visually-hidden" style={visuallyHidden}>{`: ${meaning}`}</span>}
      </Tag>
    </Tooltip>
  );
}

