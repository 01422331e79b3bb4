import { Result } from '@portal/plain';
import { useTranslation } from 'react-i18next';

export interface LinkUnavailableProps {
  /** 410: the link was valid once (expired, or replaced by a newer one); else it is not a link of ours. */
  gone: boolean;
  /** The page's namespace, with `link.invalid.{title,text}`, `link.gone.{title,text}` and `link.newLink`. */
  ns: string;
}

const paragraph = { margin: '0 0 1em' } as const;

/**
 * A link that does not open its page (tampered, unknown, expired, revoked, or a legacy link
 * without its token): says so once, plainly, and how to get a new one, in the page's own words.
 * Not the server's message beside them (it says the same again), never the error itself, never a
 * toast. Plain parts (@portal/plain): no antd.
 */
export function LinkUnavailable({ gone, ns }: LinkUnavailableProps) {
  const { t } = useTranslation(ns);
  return (
    <Result
      status="warning"
      title={t(gone ? 'link.gone.title' : 'link.invalid.title')}
      subTitle={
        <>
          <p style={{ ...paragraph, color: 'var(--portal-color-text)' }}>{t(gone ? 'link.gone.text' : 'link.invalid.text')}</p>
          <p style={{ ...paragraph, color: 'var(--portal-color-text)' }}>{t('link.newLink')}</p>
        </>
      }
    />
  );
}
