import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Typography } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, unmetPasswordRules } from './password-rules';

export interface PasswordRuleListProps {
  password: string;
}

/** The password rules, each ticked off while the user types. */
export function PasswordRuleList({ password }: PasswordRuleListProps) {
  const { t } = useTranslation('public');
  const unmet = unmetPasswordRules(password);
  return (
    <div>
      <Typography.Text type="secondary">{t('passwordLink.rules.heading')}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {PASSWORD_RULES.map((rule) => {
          const met = !unmet.includes(rule);
          return (
            <li key={rule} data-met={met}>
              <Flex gap={6} align="center">
                {met ? (
                  <CheckCircleFilled aria-hidden style={{ color: '#389e0d' }} />
                ) : (
                  <MinusCircleOutlined aria-hidden style={{ color: 'rgba(0,0,0,0.35)' }} />
                )}
                <Typography.Text type={met ? 'success' : 'secondary'}>{t(`passwordLink.rules.${rule}`)}</Typography.Text>
              </Flex>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
