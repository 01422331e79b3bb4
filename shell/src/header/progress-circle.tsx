import { useComponentConfig } from 'antd/es/config-provider/context';
import useStyle from 'antd/es/progress/style';
import { useEffect, useRef } from 'react';

// antd's `<Progress type="circle" showInfo={false}>` as the header draws it (its classes, its
// rc-progress SVG with the same circles, dash arrays and transitions), without the line, steps
// and dashboard shapes, gradients and the tooltip antd's carries: 3.5 KiB less on every
// signed-in page (issue 9). progress-circle.test.tsx compares the HTML with antd's.

const VIEW_BOX = 100;
/** antd's success colour (@ant-design/colors' green, `presetPrimaryColors.green`). */
const SUCCESS_GREEN = '#52c41a';
const HALF = VIEW_BOX / 2;

export interface ProgressCircleProps {
  percent: number;
  /** The circle's width and height in px (over 20: antd puts a small circle in a tooltip). */
  size: number;
  strokeWidth: number;
  status: 'success' | 'active' | 'normal' | 'exception';
  'aria-hidden'?: boolean;
}

const valid = (value: number) => (!value || value < 0 ? 0 : value > 100 ? 100 : value);

/** rc-progress's `getCircleStyle` for a full circle (no gap) and round line ends. */
function circleStyle(perimeter: number, offset: number, percent: number, strokeWidth: number, color: string | undefined) {
  let strokeDashoffset = ((100 - percent) / 100) * perimeter;
  if (percent !== 100) {
    strokeDashoffset += strokeWidth / 2;
    if (strokeDashoffset >= perimeter) strokeDashoffset = perimeter - 0.01;
  }
  return {
    stroke: color,
    strokeDasharray: `${perimeter}px ${perimeter}`,
    strokeDashoffset,
    transform: `rotate(${-90 + (offset / 100) * 360}deg)`,
    transformOrigin: `${HALF}px ${HALF}px`,
    transition: 'stroke-dashoffset .3s ease 0s, stroke-dasharray .3s ease 0s, stroke .3s, stroke-width .06s ease .3s, opacity .3s ease 0s',
    fillOpacity: 0,
  };
}

export function ProgressCircle({ percent, size, strokeWidth, status, ...aria }: ProgressCircleProps) {
  const { getPrefixCls, className: contextClassName } = useComponentConfig('progress');
  const prefixCls = getPrefixCls('progress');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const progressStatus = status !== 'exception' && status !== 'active' && status !== 'success' && valid(percent) >= 100 ? 'success' : status;
  const radius = HALF - strokeWidth / 2;
  const perimeter = Math.PI * 2 * radius;
  // antd's success segment (none here) and the percent, drawn in reverse as rc-progress does.
  const segments = [
    { percent: 0, color: SUCCESS_GREEN, offset: 0 },
    { percent: valid(percent), color: undefined, offset: 0 },
  ].reverse();
  // rc-progress sets its paths' transition durations after each render.
  const paths = useRef<(SVGCircleElement | null)[]>([]);
  const lastRender = useRef<number | null>(null);
  useEffect(() => {
    const now = Date.now();
    let updated = false;
    for (const path of paths.current) {
      if (!path) continue;
      updated = true;
      path.style.transitionDuration = '.3s, .3s, .3s, .06s';
      if (lastRender.current && now - lastRender.current < 100) path.style.transitionDuration = '0s, 0s';
    }
    if (updated) lastRender.current = Date.now();
  });
  const classString = [prefixCls, `${prefixCls}-status-${progressStatus}`, `${prefixCls}-circle`, size <= 20 && `${prefixCls}-inline-circle`, contextClassName, hashId, cssVarCls]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classString} role="progressbar" aria-valuenow={valid(percent)} aria-valuemin={0} aria-valuemax={100} {...aria}>
      <div className={`${prefixCls}-body`} style={{ width: size, height: size, fontSize: size * 0.15 + 6 }}>
        <svg className={`${prefixCls}-circle`} viewBox={`0 0 ${VIEW_BOX} ${VIEW_BOX}`} role="presentation">
          <circle
            className={`${prefixCls}-circle-rail`}
            r={radius}
            cx={HALF}
            cy={HALF}
            strokeLinecap="round"
            strokeWidth={strokeWidth}
            style={circleStyle(perimeter, 0, 100, strokeWidth, undefined)}
          />
          {segments.map((segment, index) => (
            <circle
              key={segments.length - 1 - index}
              className={`${prefixCls}-circle-path`}
              r={radius}
              cx={HALF}
              cy={HALF}
              strokeLinecap="round"
              strokeWidth={strokeWidth}
              opacity={segment.percent === 0 ? 0 : 1}
              style={circleStyle(perimeter, segment.offset, segment.percent, strokeWidth, segment.color)}
              ref={(element) => {
                paths.current[segments.length - 1 - index] = element;
              }}
            />
          ))}
        </svg>
      </div>
    </div>
  );
}
