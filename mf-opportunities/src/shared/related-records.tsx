import type { Schemas } from '@portal/api-client';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Ref = Schemas['Ref'] | null;

export interface RelatedRecordsProps {
  contact: Ref;
  account: Ref;
  opportunity: Ref;
}

/** The contact, account and opportunity a task or note is about, one per line with what each is. */
export function RelatedRecords({ contact, account, opportunity }: RelatedRecordsProps) {
  const { t } = useTranslation('opportunities');
  const lines = [
    { key: 'contact', label: t('related.contact'), ref: contact },
    { key: 'account', label: t('related.account'), ref: account },
    { key: 'opportunity', label: t('related.opportunity'), ref: opportunity },
  ].filter((line): line is { key: string; label: string; ref: Schemas['Ref'] } => line.ref !== null);
  if (lines.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <>
      {lines.map((line) => (
        <div key={line.key}>
          <Typography.Text type="secondary">{line.label}: </Typography.Text>
          <Typography.Text ellipsis={{ tooltip: line.ref.name }} style={{ maxWidth: 220 }}>
            {line.ref.name}
          </Typography.Text>
        </div>
      ))}
    </>
  );
}
