import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, unmetPasswordRules } from './password-rules';

export interface PasswordRuleListProps {
  password: string;
}

/** A met rule's tick and an open rule's dash (antd's CheckCircleFilled / MinusCircleOutlined shapes, inline). */
function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" style={{ color: met ? '#389e0d' : 'rgba(0,0,0,0.35)', flex: 'none' }}>
      {met ? (
        <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z" />
      ) : (
        <path d="M696 480H328c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h368c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8z M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm0 820c-205.4 0-372-166.6-372-372s166.6-372 372-372 372 166.6 372 372-166.6 372-372 372z" />
      )}
    </svg>
  );
}

/** The password rules, each ticked off while the user types. */
export function PasswordRuleList({ password }: PasswordRuleListProps) {
  const { t } = useTranslation('public');
  const unmet = unmetPasswordRules(password);
  return (
    <div>
      <span className="plain-secondary">{t('passwordLink.rules.heading')}</span>
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {PASSWORD_RULES.map((rule) => {
          const met = !unmet.includes(rule);
          return (
            <li key={rule} data-met={met} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <RuleIcon met={met} />
              <span style={{ color: met ? '#237804' : 'var(--portal-color-text-secondary)' }}>{t(`passwordLink.rules.${rule}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
