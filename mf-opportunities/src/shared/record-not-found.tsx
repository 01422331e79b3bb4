import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageFrame, ButtonLink } from '@portal/ui';
import { Result } from 'antd';

export interface RecordNotFoundProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** An edit page whose record does not exist: says so plainly and leads back to the list. */
export function RecordNotFound({ title, text, backTo, backLabel }: RecordNotFoundProps) {
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
