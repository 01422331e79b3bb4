import { DeferredSelect, LightField } from '@portal/ui';
import { Col, Row, theme } from 'antd';
import { useCities } from './api/use-cities';
import { useRegions } from './api/use-regions';
import { FormSection } from './form-section';
import { half, useRequestTexts, type RequestSectionProps } from './request-form-parts';

export interface LocationSectionProps extends RequestSectionProps {
  /** The request is on its way: the city stays disabled (it is enabled by hand once a region is chosen). */
  sending: boolean;
}

/** Where: the region, then one of its cities. */
export function LocationSection({ form, rules, sending }: LocationSectionProps) {
  const { t, label } = useRequestTexts();
  const { token } = theme.useToken();
  // antd's placeholder grey (1.9:1) is unreadable for many, the more so in a disabled field that
  // says what to do first ("Choose a region first"): the secondary text colour reads at 5:1.
  const selectStyles = { placeholder: { color: token.colorTextSecondary } };
  const regionId = form.getFieldValue('region_id') as number | undefined;
  const regions = useRegions();
  const cities = useCities(regionId);
  return (
    <FormSection title={t('sendRequest.sections.location')}>
      <Row gutter={16}>
        <Col {...half}>
          <LightField
            form={form}
            name="region_id"
            label={label('region_id')}
            rules={rules.region_id}
            extra={regions.isError ? t('sendRequest.help.noRegions') : undefined}
          >
            <DeferredSelect
              styles={selectStyles}
              placeholder={t('sendRequest.placeholders.region')}
              loading={regions.isLoading}
              // Short lists (21 regions, a few dozen cities): every option stays in the page for
              // screen readers and "find in page" instead of being virtualised away.
              virtual={false}
              showSearch={{ optionFilterProp: 'label' }}
              options={regions.data?.map((region) => ({ value: region.id, label: region.name }))}
            />
          </LightField>
        </Col>
        <Col {...half}>
          <LightField form={form} name="city_id" label={label('city_id')} rules={rules.city_id}>
            <DeferredSelect
              styles={selectStyles}
              placeholder={regionId ? t('sendRequest.placeholders.city') : t('sendRequest.placeholders.cityFirst')}
              disabled={!regionId || sending}
              loading={cities.isFetching}
              virtual={false}
              showSearch={{ optionFilterProp: 'label' }}
              options={cities.data?.map((city) => ({ value: city.id, label: city.name }))}
            />
          </LightField>
        </Col>
      </Row>
    </FormSection>
  );
}
