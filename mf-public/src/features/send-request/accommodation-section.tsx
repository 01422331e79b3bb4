import { LightField, NumberInput } from '@portal/ui';
import { Col, Row, Switch } from 'antd';
import { FormSection } from './form-section';
import { full, half, useRequestTexts, type RequestSectionProps } from './request-form-parts';

/** An overnight conference's rooms: how many sleep alone, how many share, and whether strangers may share a double. */
export function AccommodationSection({ form, rules }: RequestSectionProps) {
  const { t, label } = useRequestTexts();
  return (
    <FormSection title={t('sendRequest.sections.accommodation')} description={t('sendRequest.help.accommodation')}>
      <Row gutter={16}>
        <Col {...half}>
          <LightField
            form={form}
            name="single_room_people"
            label={label('single_room_people')}
            rules={rules.single_room_people}
            dependencies={['participants']}
          >
            <NumberInput integer style={full} />
          </LightField>
        </Col>
        <Col {...half}>
          <LightField
            form={form}
            name="double_room_people"
            label={label('double_room_people')}
            rules={rules.double_room_people}
            dependencies={['participants', 'single_room_people']}
          >
            <NumberInput integer style={full} />
          </LightField>
        </Col>
      </Row>
      <LightField form={form} name="accepts_shared_double" label={label('accepts_shared_double')} valuePropName="checked">
        <Switch />
      </LightField>
    </FormSection>
  );
}
