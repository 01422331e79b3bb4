import { $api, notify } from '@portal/platform';
import { RecordSelect } from '@portal/ui';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountOptions } from '../../api/use-record-options';
import { useAddBidder } from './use-bidders';
import { settle } from './use-venue-actions';
import { VenueSuggestions } from './venue-suggestions';

export interface AddVenueBarProps {
  opportunityId: number;
  /** The opportunity's region: the region filter (and so the suggestions) starts from it. */
  opportunityRegionId: number | null;
  /** "Lägg till extern anläggning": opens the outside venue's dialog. */
  onAddOutside: () => void;
}

/**
 * Above the venues of an open opportunity: narrow the partner venues by region and city (starting
 * from the opportunity's region), choose one and add it or add one of the suggested venues, or add
 * a venue outside the portal.
 */
export function AddVenueBar({ opportunityId, opportunityRegionId, onAddOutside }: AddVenueBarProps) {
  const { t } = useTranslation('opportunities');
  const add = useAddBidder();
  const [regionId, setRegionId] = useState<number | undefined>(opportunityRegionId ?? undefined);
  const [addingSuggestion, setAddingSuggestion] = useState<number | null>(null);
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const regions = $api.useQuery('get', '/regions', undefined, { select: (body) => body.data });
  const cities = $api.useQuery('get', '/cities', { params: { query: { region_id: regionId ?? 0 } } }, { select: (body) => body.data, enabled: regionId !== undefined });
  const partnerOptions = useAccountOptions('Partner', { ...(regionId ? { region_id: regionId } : {}), ...(cityId ? { city_id: cityId } : {}) });

  const addPartner = () => {
    if (partnerId === null) {
      notify.warning(t('venues.add.choosePartner'));
      return;
    }
    void settle(add.mutateAsync({ params: { path: { id: opportunityId } }, body: { account_id: partnerId } }).then(() => setPartnerId(null)));
  };

  const addSuggestion = (accountId: number) => {
    setAddingSuggestion(accountId);
    void settle(add.mutateAsync({ params: { path: { id: opportunityId } }, body: { account_id: accountId } })).finally(() => setAddingSuggestion(null));
  };

  return (
    <>
      <Flex gap={8} wrap align="end" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 160px', maxWidth: 220 }}>
          <label htmlFor="venues-region" style={{ display: 'block', marginBottom: 4 }}>
            {t('venues.add.regionLabel')}
          </label>
          <Select
            id="venues-region"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('venues.add.anyRegion')}
            value={regionId}
            style={{ width: '100%' }}
            options={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
            onChange={(value: number | undefined) => {
              setRegionId(value);
              setCityId(undefined);
              setPartnerId(null);
            }}
          />
        </div>
        <div style={{ flex: '1 1 160px', maxWidth: 220 }}>
          <label htmlFor="venues-city" style={{ display: 'block', marginBottom: 4 }}>
            {t('venues.add.cityLabel')}
          </label>
          <Select
            id="venues-city"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={regionId === undefined}
            placeholder={regionId === undefined ? t('venues.add.regionFirst') : t('venues.add.anyCity')}
            value={cityId}
            style={{ width: '100%' }}
            options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
            onChange={(value: number | undefined) => {
              setCityId(value);
              setPartnerId(null);
            }}
          />
        </div>
        <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
          <label htmlFor="venues-partner" style={{ display: 'block', marginBottom: 4 }}>
            {t('venues.add.partnerLabel')}
          </label>
          <RecordSelect
            // A new place asks the server afresh.
            key={`${regionId ?? ''}-${cityId ?? ''}`}
            id="venues-partner"
            value={partnerId}
            onChange={setPartnerId}
            fetchOptions={partnerOptions}
            placeholder={t('venues.add.partnerPlaceholder')}
            allowClear
          />
        </div>
        <Button type="primary" loading={add.isPending && addingSuggestion === null} onClick={addPartner}>
          {t('venues.add.partnerButton')}
        </Button>
        <Button onClick={onAddOutside}>{t('venues.add.outsideButton')}</Button>
      </Flex>
      <VenueSuggestions opportunityId={opportunityId} regionId={regionId} cityId={cityId} adding={addingSuggestion} onAdd={addSuggestion} />
    </>
  );
}
