import { ApiError, pickMessage } from '@portal/api-client';
import { applyFieldErrors, routeUrl, uploadImage, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { FormSection, ImageUpload, NumberInput, PageFrame, useFormRules, useUnsavedChanges } from '@portal/ui';
import { HallsEditor } from '@portal/venue-answers';
import { Alert, Button, Flex, Form, Input, Skeleton, type FormRule, Typography, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveVenueProfile, useVenueProfile, type VenueProfile } from './api/use-venue-profile';
import {
  COMMENT_KINDS,
  EMPTY_HALL,
  hallFieldOf,
  MAX_HALLS,
  MAX_IMAGES,
  PROFILE_FIELDS,
  SEATINGS,
  toFormValues,
  toProfileInput,
  type VenueProfileValues,
} from './venue-profile-values';

type Coordinate = 'location.lat' | 'location.lng';

/** The halls editor's texts: the venue's own words for its halls and their seatings. */
const HALLS_TEXTS = { ns: 'partner', keyPrefix: 'profile' };

/** A latitude without a longitude (or the other way round) is no location: said next to the missing one. */
function usePairedCoordinate(other: Coordinate): FormRule {
  const { t } = useTranslation('partner', { keyPrefix: 'profile' });
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const given = (coordinate: unknown) => coordinate !== null && coordinate !== undefined && coordinate !== '';
      if (!given(value) && given(getFieldValue(other))) throw new Error(t('validation.locationPair'));
    },
  });
}

interface VenueProfileFormProps {
  profile: VenueProfile;
}

/**
 * The venue's profile as one form: presentation, the four comments for the customer, the map
 * location, images and halls. Saving stays on the page; the saved values become the new
 * "unchanged", so leaving afterwards does not ask.
 */
function VenueProfileForm({ profile }: VenueProfileFormProps) {
  const { t } = useTranslation('partner', { keyPrefix: 'profile' });
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const rules = useFormRules();
  const [form] = Form.useForm<VenueProfileValues>();
  const changes = useUnsavedChanges(form);
  const save = useSaveVenueProfile();
  const latitudeRules = [rules.number({ min: -90, max: 90 }), usePairedCoordinate('location.lng')];
  const longitudeRules = [rules.number({ min: -180, max: 180 }), usePairedCoordinate('location.lat')];

  useErrorsFollowLanguage(form);

  /** The server's 422: each message next to its field, a hall's on its row. */
  const showServerErrors = (error: unknown) => {
    const shown = applyFieldErrors(form, error, PROFILE_FIELDS, language);
    if (!(error instanceof ApiError)) return;
    const halls = Object.entries(error.problem.fieldErrors).flatMap(([server, message]) => {
      const name = hallFieldOf(server);
      return name ? [{ name, errors: [pickMessage(message, language)] }] : [];
    });
    if (halls.length === 0) return;
    form.setFields(halls as never);
    if (!shown) form.scrollToField(halls[0]!.name as never, { block: 'center', focus: true });
  };

  const handleFinish = () =>
    save.mutateAsync({ body: toProfileInput(form.getFieldsValue(true)) }).then(
      (answer) => {
        // What the server kept (texts trimmed, empty ones gone) is what the form shows now.
        form.setFieldsValue(toFormValues(answer.data));
        changes.markSaved();
      },
      showServerErrors,
    );

  return (
    <Form<VenueProfileValues>
      form={form}
      name="venue-profile"
      layout="vertical"
      requiredMark
      // The portal's own messages only: no browser bubble in the browser's language over them.
      noValidate
      scrollToFirstError={{ block: 'center', focus: true }}
      initialValues={toFormValues(profile)}
      onValuesChange={changes.onValuesChange}
      onFinish={() => void handleFinish()}
      style={{ maxWidth: 960 }}
    >
      <FormSection title={t('sections.presentation')}>
        <Form.Item name="title" label={t('fields.title')} rules={[rules.maxLength(200)]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={[rules.maxLength(5000)]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} showCount maxLength={5000} />
        </Form.Item>
      </FormSection>

      <FormSection title={t('sections.comments')}>
        <Typography.Paragraph type="secondary">{t('commentsHint')}</Typography.Paragraph>
        {COMMENT_KINDS.map((kind) => (
          <Form.Item key={kind} name={`comments.${kind}`} label={t(`fields.comments.${kind}`)} rules={[rules.maxLength(2000)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        ))}
      </FormSection>

      <FormSection title={t('sections.location')}>
        <Typography.Paragraph type="secondary">{t('locationHint')}</Typography.Paragraph>
        <Flex gap={12} wrap>
          <Form.Item name="location.lat" label={t('fields.latitude')} rules={latitudeRules} dependencies={['location.lng']} style={{ flex: '1 1 160px', maxWidth: 240 }}>
            <NumberInput step={0.000001} />
          </Form.Item>
          <Form.Item name="location.lng" label={t('fields.longitude')} rules={longitudeRules} dependencies={['location.lat']} style={{ flex: '1 1 160px', maxWidth: 240 }}>
            <NumberInput step={0.000001} />
          </Form.Item>
        </Flex>
      </FormSection>

      <FormSection title={t('sections.images')}>
        <Typography.Paragraph type="secondary">{t('imagesHint')}</Typography.Paragraph>
        <Form.Item name="main_image_id" label={t('fields.main_image_id')}>
          <ImageUpload max={1} upload={uploadImage} label={t('fields.main_image_id')} />
        </Form.Item>
        <Form.Item name="image_ids" label={t('fields.image_ids', { max: MAX_IMAGES })}>
          <ImageUpload max={MAX_IMAGES} upload={uploadImage} label={t('fields.image_ids', { max: MAX_IMAGES })} />
        </Form.Item>
      </FormSection>

      <FormSection title={t('sections.halls')}>
        <HallsEditor texts={HALLS_TEXTS} max={MAX_HALLS} seatings={SEATINGS} emptyHall={EMPTY_HALL} />
        <Form.Item name="guest_rooms" label={t('fields.guest_rooms')} extra={t('guestRoomsHint')} rules={[rules.number({ min: 0, max: 10_000, integer: true })]} style={{ maxWidth: 240 }}>
          <NumberInput step={1} />
        </Form.Item>
      </FormSection>

      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {common('actions.save')}
        </Button>
        <Button onClick={() => changes.confirmLeave(() => navigate(routeUrl('partnerDashboard')))}>{common('actions.cancel')}</Button>
      </Flex>
      {changes.guard}
    </Form>
  );
}

/**
 * `/partner-profile`: what customers see of the venue when the intermediary presents it (title,
 * description, the four comments, map location, images, halls), edited by the venue itself.
 * The map location is typed as coordinates (mf-leads' map stays in its module).
 */
export function VenueProfilePage() {
  const { t } = useTranslation('partner');
  const profile = useVenueProfile();
  const status = profile.error instanceof ApiError ? profile.error.problem.status : undefined;

  let content: ReactNode;
  if (status === 404) {
    content = <Result status="warning" title={t('profile.noAccount.title')} subTitle={t('profile.noAccount.text')} />;
  } else if (status === 403) {
    content = <Result status="info" title={t('profile.partnersOnly.title')} subTitle={t('profile.partnersOnly.text')} />;
  } else if (profile.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('common:form.loadFailed')}
        action={
          <Button loading={profile.isFetching} onClick={() => void profile.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else if (!profile.data) {
    content = (
      <div role="status" aria-busy="true" aria-label={t('common:form.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else {
    content = <VenueProfileForm profile={profile.data} />;
  }

  return (
    <PageFrame title={t('common:routes.partnerProfile')} subtitle={t('profile.subtitle')}>
      {content}
    </PageFrame>
  );
}
