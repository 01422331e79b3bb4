import { Flex, Spin, theme, Typography } from 'antd';

/** The size of an image's tile in an upload field. */
export const TILE = 104;

/** The place of an image still on its way (`label`: "Laddar upp…" in the form's words). */
export function UploadingTile({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      role="status"
      style={{ width: TILE, height: TILE, borderRadius: token.borderRadiusLG, border: `1px dashed ${token.colorBorder}` }}
    >
      <Spin size="small" />
      <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 4 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
