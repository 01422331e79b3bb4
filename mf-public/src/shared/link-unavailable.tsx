import { pickMessage, type Message } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Result } from '@portal/plain';
import { useTranslation } from 'react-i18next';

export interface LinkUnavailableProps {
  /** 410: the link was valid once (expired, or replaced by a newer one); else it is not a link of ours. */
  gone: boolean;
  /** The server's words about this link ({ en, sw }), shown under ours. */
  message?: Message;
  /** The page's namespace, with `link.invalid.{title,text}`, `link.gone.{title,text}` and `link.newLink`. */
  ns: string;
}

const paragraph = { margin: '0 0 1em' } as const;

/**
 * A customer's link that does not open its page: says so plainly and how to get a new one, in the
 * page's own words. Never the error itself, never a toast. Plain parts (@portal/plain): no antd.
 */
export function LinkUnavailable({ gone, message, ns }: LinkUnavailableProps) {
  const { t } = useTranslation(ns);
  const language = useLanguage();
  // A bare English text (not the server's bilingual one) is not shown to a Swedish reader.
  const serverText = typeof message === 'string' && language !== 'en' ? '' : pickMessage(message, language);
  return (
    <Result
      status="warning"
      title={t(gone ? 'link.gone.title' : 'link.invalid.title')}
      subTitle={
        <>
          <p style={{ ...paragraph, color: 'var(--portal-color-text)' }}>{t(gone ? 'link.gone.text' : 'link.invalid.text')}</p>
          <p style={{ ...paragraph, color: 'var(--portal-color-text)' }}>{t('link.newLink')}</p>
          {serverText && <p style={paragraph}>{serverText}</p>}
        </>
      }
    />
  );
}
