import type { ThemeConfig } from 'antd';

/** The portal's antd theme (a plain object: no antd code is loaded with it). */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d5c63',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // WCAG AA (4.5:1 on white and on antd's light fills): antd's defaults for field errors, danger
    // buttons, help texts and secondary texts are too pale (axe color-contrast).
    colorError: '#c0262d',
    colorLink: '#1d5c63',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  },
  components: {
    Layout: { siderBg: '#12393d', triggerBg: '#0d2b2e' },
    Menu: { darkItemBg: '#12393d', darkSubMenuItemBg: '#12393d', darkItemSelectedBg: '#2a7a83' },
    // A tag writes its 7th shade on its 1st. antd's 7th shade of volcano, orange, gold, yellow, lime,
    // green and cyan gives 2.0–4.4:1 there; tags take a darker shade of the same palette (4.5:1 or
    // more, tested) while their light background stays antd's. Set on Tag, not as global tokens:
    // antd's CSS variables take palettes from the seeds only, and a darker seed darkens the 1st
    // shade too (green: 3.99:1 on its own background).
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
  },
};
