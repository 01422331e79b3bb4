import { EditOutlined } from '@ant-design/icons';
import { ApiError } from '@portal/api-client';
import { routeUrl, useLanguage, type Language } from '@portal/platform';
import { ButtonLink, PageFrame } from '@portal/ui';
import { Alert, Button, Col, Descriptions, Row, Skeleton, type DescriptionsProps, Typography, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueAccount, type VenueAccount } from './api/use-venue-account';

const numberLocale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

interface DetailsCardProps {
  title: string;
  items: { key: string; label: string; value: ReactNode }[];
}

/** One group of read-only details; a value the intermediary has not filled in says so. */
function DetailsCard({ title, items }: DetailsCardProps) {
  const { t } = useTranslation('partner', { keyPrefix: 'account' });
  const described: DescriptionsProps['items'] = items.map(({ key, label, value }) => ({
    key,
    label,
    children:
      value === null || value === undefined || value === '' ? (
        <Typography.Text type="secondary">{t('notGiven')}</Typography.Text>
      ) : (
        <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</span>
      ),
  }));
  return (
    <Card title={title} styles={{ title: { whiteSpace: 'normal' } }}>
      <Descriptions column={1} items={described} />
    </Card>
  );
}

function AccountDetails({ account }: { account: VenueAccount }) {
  const { t } = useTranslation('partner', { keyPrefix: 'account' });
  const language = useLanguage();
  const percent = (value: number | null) =>
    value === null ? null : t('percent', { value: new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 2 }).format(value) });
  const place = [account.city_name, account.region_name].filter(Boolean).join(', ');

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <DetailsCard
          title={t('sections.company')}
          items={[
            { key: 'company_name', label: t('fields.company_name'), value: account.company_name },
            { key: 'venue_name', label: t('fields.venue_name'), value: account.venue_name },
            { key: 'corporate_number', label: t('fields.corporate_number'), value: account.corporate_number },
            { key: 'address', label: t('fields.address'), value: account.address },
            { key: 'place', label: t('fields.place'), value: place },
            { key: 'phone', label: t('fields.phone'), value: account.phone },
            { key: 'email', label: t('fields.email'), value: account.email },
          ]}
        />
      </Col>
      <Col xs={24} xl={12}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <DetailsCard
              title={t('sections.invoicing')}
              items={[
                { key: 'invoice_address', label: t('fields.invoice_address'), value: account.invoice_address },
                { key: 'invoice_email', label: t('fields.invoice_email'), value: account.invoice_email },
              ]}
            />
          </Col>
          <Col span={24}>
            <DetailsCard
              title={t('sections.terms')}
              items={[
                { key: 'commission_percent', label: t('fields.commission_percent'), value: percent(account.commission_percent) },
                { key: 'commission_meals_percent', label: t('fields.commission_meals_percent'), value: percent(account.commission_meals_percent) },
                {
                  key: 'commission_type',
                  label: t('fields.commission_type'),
                  value: account.commission_type && t(`commissionType.${account.commission_type}`),
                },
                {
                  key: 'payment_terms_days',
                  label: t('fields.payment_terms_days'),
                  value: account.payment_terms_days === null ? null : t('paymentDays', { count: account.payment_terms_days }),
                },
              ]}
            />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}

/**
 * `/p-account`: the venue's account as the intermediary keeps it (company, venue, address, phone,
 * email, organisation number, invoicing, commission and payment terms), read only: changes go
 * through the intermediary. The venue's own profile is edited on `/partner-profile`.
 */
export function VenueAccountPage() {
  const { t } = useTranslation('partner');
  const account = useVenueAccount();
  const status = account.error instanceof ApiError ? account.error.problem.status : undefined;

  let content: ReactNode;
  if (status === 404) {
    content = <Result status="warning" title={t('account.noAccount.title')} subTitle={t('account.noAccount.text')} />;
  } else if (status === 403) {
    content = <Result status="info" title={t('account.partnersOnly.title')} subTitle={t('account.partnersOnly.text')} />;
  } else if (account.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('account.loadFailed')}
        action={
          <Button loading={account.isFetching} onClick={() => void account.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else if (!account.data) {
    content = (
      <div role="status" aria-busy="true" aria-label={t('account.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else {
    content = (
      <>
        <Alert type="info" showIcon title={t('account.managedNotice')} style={{ marginBottom: 16 }} />
        <AccountDetails account={account.data} />
      </>
    );
  }

  return (
    <PageFrame
      title={t('common:routes.partnerAccount')}
      subtitle={account.data?.venue_name ?? account.data?.company_name}
      extra={
        account.data && (
          <ButtonLink to={routeUrl('partnerProfile')} icon={<EditOutlined aria-hidden />}>
            {t('account.editProfile')}
          </ButtonLink>
        )
      }
    >
      {content}
    </PageFrame>
  );
}
