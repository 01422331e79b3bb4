import { PageFrame } from '@portal/ui';
import { Col, Empty, Row, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRegions } from '../../api/use-regions-admin';
import { CityList } from './city-list';
import { RegionList } from './region-list';

/** `/regions`: the regions and cities the request form and the leads choose from. The chosen region is in the URL (`?region=3`). */
export function RegionsPage() {
  const { t } = useTranslation('leads');
  const [searchParams, setSearchParams] = useSearchParams();
  const regions = useRegions();
  const selectedId = Number(searchParams.get('region')) || undefined;
  // A region deleted (or a stale link) simply shows no cities.
  const selected = regions.data?.find((region) => region.id === selectedId);

  return (
    <PageFrame title={t('regions.title')} subtitle={t('regions.subtitle')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <RegionList selectedId={selected?.id} onSelect={(region) => setSearchParams({ region: String(region.id) }, { replace: true })} />
        </Col>
        <Col xs={24} lg={14}>
          {selected ? (
            <CityList key={selected.id} region={selected} />
          ) : (
            <Card>
              <Empty description={t('regions.chooseRegion')} />
            </Card>
          )}
        </Col>
      </Row>
    </PageFrame>
  );
}
