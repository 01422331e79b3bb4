import { useLanguage } from '@portal/platform';
import { Button } from '@portal/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresentationSource } from './api/presentation-source';
import { PageIcon } from './icons';
import { PRESENTATION_NS } from './texts';

export interface PdfButtonProps {
  source: PresentationSource;
  opportunityId: number;
  /** A failed download (already shown the portal's way): the page tells a refused link by it. */
  onFailed: (error: unknown) => void;
}

/** "Download PDF": the presentation in the reader's language, to forward to colleagues. */
export function PdfButton({ source, opportunityId, onFailed }: PdfButtonProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const [downloading, setDownloading] = useState(false);

  const handleClick = async () => {
    setDownloading(true);
    try {
      // Fetched with the first download, not with the page (issue 9).
      const { downloadPresentationPdf } = await import('./api/download-presentation-pdf');
      await downloadPresentationPdf(source, language, t('pdf.file', { id: opportunityId }));
    } catch (error) {
      onFailed(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button icon={<PageIcon name="download" className="" />} loading={downloading} onClick={() => void handleClick()}>
      {t('pdf.button')}
    </Button>
  );
}
