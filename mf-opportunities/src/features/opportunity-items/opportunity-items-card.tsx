import { useLanguage } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import { SectionCard } from '../../shared/section-card';
import { ItemsForm } from './items-form';
import { ItemsSummary } from './items-summary';
import { useOpportunityItems } from './use-opportunity-items';
import '../../i18n/items';

export interface OpportunityItemsCardProps {
  opportunity: Opportunity;
}

/**
 * What the customer asks for besides rooms (SPEC §3): meals, conference rooms and other
 * products, each from the catalogue (its prices copied, and editable) on one day or every day,
 * for a number of people. Saved as one list; read only once the opportunity is decided.
 */
export function OpportunityItemsCard({ opportunity }: OpportunityItemsCardProps) {
  const { t } = useTranslation('opportunityItems');
  const language = useLanguage();
  const items = useOpportunityItems(opportunity.id);
  const editable = opportunity.allowed_actions.includes('edit');

  return (
    <SectionCard title={t('title')} loading={items.isPending} loadError={items.isError && t('loadError')} onRetry={() => void items.refetch()}>
      {items.data &&
        (editable ? (
          <ItemsForm key={opportunity.id} opportunity={opportunity} items={items.data} />
        ) : (
          <ItemsSummary items={items.data} language={language} />
        ))}
    </SectionCard>
  );
}
