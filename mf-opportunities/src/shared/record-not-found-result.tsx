import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageFrame, ButtonLink } from '@portal/ui';
import { Result } from 'antd';
import type { RecordNotFoundProps } from './record-not-found';

/** The page itself: antd's Result with its 404 picture (its own chunk, record-not-found.tsx). */
export function RecordNotFoundResult({ title, text, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <PageFrame title={title}>
      <Result
        status="404"
        title={title}
        subTitle={text}
        extra={
          <ButtonLink to={backTo} icon={<ArrowLeftOutlined aria-hidden />}>
            {backLabel}
          </ButtonLink>
        }
      />
    </PageFrame>
  );
}
