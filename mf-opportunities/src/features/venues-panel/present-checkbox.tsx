import { Checkbox, Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bidder } from './use-bidders';
import { visuallyHidden } from '../../shared/visually-hidden';

export interface PresentCheckboxProps {
  bidder: Bidder;
  /** The opportunity is open: a decided one's presentation is not changed any more. */
  open: boolean;
  saving: boolean;
  onChange: (present: boolean) => void;
}

/**
 * "Presentera för kund": ticks a venue for the customer's presentation. Only a submitted quote
 * can be presented (the server says so again); why a box cannot be ticked is in its tooltip and,
 * for screen readers, in its description.
 */
export function PresentCheckbox({ bidder, open, saving, onChange }: PresentCheckboxProps) {
  const { t } = useTranslation('opportunities');
  const reasonId = useId();
  const submitted = bidder.quote_status === 'submitted';
  // A venue ticked earlier can still be unticked while the opportunity is open.
  const reason = !open ? t('venues.present.decided') : !submitted && !bidder.present_to_customer ? t('venues.present.notSubmitted') : null;
  return (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-flex', alignItems: 'center' }}>
        <Checkbox
          checked={bidder.present_to_customer}
          disabled={reason !== null || saving}
          aria-label={t('venues.present.label', { name: bidder.name })}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {reason && (
          <span id={reasonId} style={visuallyHidden}>
            {reason}
          </span>
        )}
      </span>
    </Tooltip>
  );
}
