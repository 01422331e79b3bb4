import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RenderedMail } from './email-template-types';

export interface TemplatePreviewProps {
  rendered: { sv: RenderedMail; en: RenderedMail } | undefined;
  loading: boolean;
  /** Null while nothing failed; otherwise why (empty when the server did not say). */
  failure: string | null;
  onRefresh: () => void;
}

/** The mail in both languages as the server would write it; the HTML is shown in a sandbox that runs nothing. */
export function TemplatePreview({ rendered, loading, failure, onRefresh }: TemplatePreviewProps) {
  const { t } = useTranslation('quotes');
  const languages = [
    { key: 'sv', label: t('emailTemplates.dialog.tabs.sv'), name: t('emailTemplates.fields.languageSv') },
    { key: 'en', label: t('emailTemplates.dialog.tabs.en'), name: t('emailTemplates.fields.languageEn') },
  ] as const;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">{t('emailTemplates.preview.intro')}</Typography.Text>
        <Button onClick={onRefresh} loading={loading}>
          {t('emailTemplates.preview.refresh')}
        </Button>
      </Flex>
      {failure !== null && <Alert type="error" showIcon title={t('emailTemplates.preview.failed')} description={failure || undefined} />}
      {loading && !rendered && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin description={t('emailTemplates.preview.loading')} />
        </Flex>
      )}
      {rendered &&
        languages.map(({ key, label, name }) => (
          <section key={key} aria-label={label}>
            <Typography.Title level={5}>{label}</Typography.Title>
            <Typography.Paragraph>
              <Typography.Text strong>{t('emailTemplates.preview.subject')}: </Typography.Text>
              {rendered[key].subject}
            </Typography.Paragraph>
            {/* `sandbox=""`: no scripts, forms or navigation from a template's HTML, whatever it holds. */}
            <iframe
              sandbox=""
              srcDoc={rendered[key].html}
              title={t('emailTemplates.preview.frameTitle', { language: name })}
              style={{ width: '100%', height: 360, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}
            />
          </section>
        ))}
    </Flex>
  );
}
