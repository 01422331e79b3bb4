import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

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

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
