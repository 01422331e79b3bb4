import { useTranslation } from 'react-i18next';

/**
 * A page's or layout's spinner in plain HTML and CSS (issue 25: no antd on a plain page's first
 * paint), drawn as antd's large Spin: four dots turning, in the portal's colour.
 */
export function PageLoading({ margin = '64px auto' }: { margin?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="portal-spinner" role="status" aria-live="polite" aria-busy="true" style={{ margin }}>
      <span className="portal-spinner-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="portal-visually-hidden">{t('form.loading')}</span>
    </div>
  );
}
