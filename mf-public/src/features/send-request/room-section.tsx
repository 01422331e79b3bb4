import type { LeadInput } from '@portal/api-client';
import { LightField, NumberInput } from '@portal/ui';
import { Col, Radio, Row } from 'antd';
import { FormSection } from './form-section';
import { full, half, useRequestTexts, type RequestSectionProps } from './request-form-parts';

const FURNISHINGS: LeadInput['furnishing'][] = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'];

/** The conference room: its size (suggested from the participants) and how it is furnished. */
export function RoomSection({ form, rules }: RequestSectionProps) {
  const { t, label, options } = useRequestTexts();
  return (
    <FormSection title={t('sendRequest.sections.room')}>
      <Row gutter={16}>
        <Col {...half}>
          <LightField
            form={form}
            name="conference_room_size"
            label={label('conference_room_size')}
            rules={rules.conference_room_size}
            extra={t('sendRequest.help.conferenceRoomSize')}
          >
            <NumberInput integer style={full} />
          </LightField>
        </Col>
      </Row>
      <LightField form={form} name="furnishing" label={label('furnishing')} rules={rules.furnishing}>
        <Radio.Group aria-label={label('furnishing')} options={options(FURNISHINGS, 'furnishing')} />
      </LightField>
    </FormSection>
  );
}
