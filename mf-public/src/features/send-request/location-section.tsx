import { Field, Select } from '@portal/plain';
import { useCities } from './api/use-cities';
import { useRegions } from './api/use-regions';
import { FormSection } from './form-section';
import { useRequestTexts, type RequestSectionProps } from './request-form-parts';

export interface LocationSectionProps extends RequestSectionProps {
  /** The request is on its way: the city stays disabled (it is enabled by hand once a region is chosen). */
  sending: boolean;
}

/** Where: the region, then one of its cities, in the browser's own lists (a phone shows its own picker). */
export function LocationSection({ form, sending }: LocationSectionProps) {
  const { t, label } = useRequestTexts();
  const regionId = form.values.region_id;
  const regions = useRegions();
  const cities = useCities(regionId);
  return (
    <FormSection title={t('sendRequest.sections.location')}>
      <div className="plain-grid">
        <Field label={label('region_id')} {...form.field('region_id')} help={regions.isError ? t('sendRequest.help.noRegions') : undefined}>
          <Select
            {...form.bind('region_id')}
            placeholder={t('sendRequest.placeholders.region')}
            aria-busy={regions.isLoading || undefined}
            options={regions.data?.map((region) => ({ value: region.id, label: region.name })) ?? []}
          />
        </Field>
        <Field label={label('city_id')} {...form.field('city_id')}>
          <Select
            {...form.bind('city_id')}
            placeholder={regionId ? t('sendRequest.placeholders.city') : t('sendRequest.placeholders.cityFirst')}
            disabled={!regionId || sending}
            aria-busy={cities.isFetching || undefined}
            options={cities.data?.map((city) => ({ value: city.id, label: city.name })) ?? []}
          />
        </Field>
      </div>
    </FormSection>
  );
}
