import { uploadImage } from '@portal/platform';
import { FormSection, ImageUpload } from '@portal/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_KINDS } from './account-form-values';
import { useFieldRules } from './use-field-rules';

/** SPEC §9: up to 20 images besides the main one. */
const MORE_IMAGES = 20;

/** What customers see of the venue: title, description, the four comments and the images. */
export function VenueProfileSection() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const rules = useFieldRules();
  return (
    <FormSection title={t('sections.venueProfile')}>
      <Form.Item name="title" label={t('fields.title')} rules={[rules.maxLength(200)]}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={[rules.maxLength(5000)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} showCount maxLength={5000} />
      </Form.Item>
      {COMMENT_KINDS.map((kind) => (
        <Form.Item key={kind} name={`comments.${kind}`} label={t(`fields.comments.${kind}`)} rules={[rules.maxLength(2000)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      ))}
      <Form.Item name="main_image_id" label={t('fields.main_image_id')}>
        <ImageUpload max={1} upload={uploadImage} label={t('fields.main_image_id')} />
      </Form.Item>
      <Form.Item name="image_ids" label={t('fields.image_ids', { max: MORE_IMAGES })}>
        <ImageUpload max={MORE_IMAGES} upload={uploadImage} label={t('fields.image_ids', { max: MORE_IMAGES })} />
      </Form.Item>
      <Form.Item name="profile_picture_id" label={t('fields.profile_picture_id')}>
        <ImageUpload max={1} upload={uploadImage} label={t('fields.profile_picture_id')} />
      </Form.Item>
    </FormSection>
  );
}
