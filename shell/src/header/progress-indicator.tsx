import { apiCallsAtom } from '@portal/platform';
import { Progress, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** SPEC §2: completed calls over started calls, as a percentage. */
export function progressPercent(started: number, completed: number): number {
  return started === 0 ? 100 : Math.floor((completed / started) * 100);
}

/**
 * SPEC §2's progress of the page's calls to the server ("Hämtat 80 %"): how much of what the page
 * is loading or saving right now has arrived, back at 100 % when nothing is under way. A progress
 * bar with a name and a value for screen readers, a stop on the Tab order whose explanation
 * opens on focus as on hover, and its percentage in sight.
 */
export function ProgressIndicator() {
  const { started, completed } = useAtomValue(apiCallsAtom);
  const { t } = useTranslation('shell');
  const percent = progressPercent(started, completed);
  return (
    <Tooltip title={t('header.progressHelp')} trigger={['hover', 'focus']}>
      <span
        className="portal-progress"
        role="progressbar"
        tabIndex={0}
        aria-label={t('header.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('header.progressValue', { percent })}
        data-testid="api-progress"
        data-percent={percent}
      >
        <Progress aria-hidden type="circle" size={22} strokeWidth={12} percent={percent} showInfo={false} status={percent === 100 ? 'success' : 'active'} />
        <span className="portal-progress-text">
          <span className="portal-progress-word">{t('header.progressWord')} </span>
          {t('header.progressPercent', { percent })}
        </span>
      </span>
    </Tooltip>
  );
}
