import { Tooltip } from 'antd';

/** antd's Tooltip, fetched when a cut text is first pointed at (typography.tsx). */
export const RealTooltip = Tooltip;
