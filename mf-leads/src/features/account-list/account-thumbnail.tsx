import { PictureOutlined } from '@ant-design/icons';
import { theme } from 'antd';

const SIZE = 40;

export interface AccountThumbnailProps {
  url: string | null;
}

/**
 * The account's main image, small. Decorative: the company name next to it says which account it
 * is, so it has an empty alt text; without an image a neutral placeholder keeps the rows aligned.
 */
export function AccountThumbnail({ url }: AccountThumbnailProps) {
  const { token } = theme.useToken();
  const box = { width: SIZE, height: SIZE, borderRadius: token.borderRadiusSM, display: 'block' } as const;
  if (!url) {
    return (
      <span style={{ ...box, background: token.colorFillTertiary, display: 'grid', placeItems: 'center', color: token.colorTextQuaternary }}>
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <img src={url} alt="" width={SIZE} height={SIZE} loading="lazy" style={{ ...box, objectFit: 'cover' }} />;
}
