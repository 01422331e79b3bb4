import { pickMessage, type Message } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Typography, Result } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { OUTSIDE_QUOTE_NS } from './texts';

export interface LinkUnavailableProps {
  /** 410: the link was valid once (expired, or replaced by a newer one); else it is not a link of ours. */
  gone: boolean;
  /** The server's words about this link ({ en, sw }), shown under ours. */
  message?: Message;
}

/**
 * A link that does not open the quote: says so plainly and how to get a new one (the intermediary
 * who sent it resends it, which makes a fresh link). Never the error itself.
 */
export function LinkUnavailable({ gone, message }: LinkUnavailableProps) {
  const { t } = useTranslation(OUTSIDE_QUOTE_NS);
  const language = useLanguage();
  // A bare English text (not the server's bilingual one) is not shown to a Swedish reader.
  const serverText = typeof message === 'string' && language !== 'en' ? '' : pickMessage(message, language);
  return (
    <Result
      status="warning"
      title={t(gone ? 'link.gone.title' : 'link.invalid.title')}
      subTitle={
        <>
          <Typography.Paragraph>{t(gone ? 'link.gone.text' : 'link.invalid.text')}</Typography.Paragraph>
          <Typography.Paragraph>{t('link.newLink')}</Typography.Paragraph>
          {serverText && <Typography.Paragraph type="secondary">{serverText}</Typography.Paragraph>}
        </>
      }
    />
  );
}
