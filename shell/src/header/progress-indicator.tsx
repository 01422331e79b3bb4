import { apiCallsAtom } from '@portal/platform';
import { Progress, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** SPEC §2: completed calls over started calls, as a percentage. */
export function progressPercent(started: number, completed: number): number {
  return started === 0 ? 100 : Math.floor((completed / started) * 100);
}

export function ProgressIndicator() {
  const { started, completed } = useAtomValue(apiCallsAtom);
  const { t } = useTranslation('shell');
  const percent = progressPercent(started, completed);
  const label = t('header.progress', { percent });
  return (
    <Tooltip title={label}>
      <span role="status" aria-label={label} data-testid="api-progress" data-percent={percent}>
        <Progress type="circle" size={30} percent={percent} status={percent === 100 ? 'success' : 'active'} format={(p) => `${p}`} />
      </span>
    </Tooltip>
  );
}
