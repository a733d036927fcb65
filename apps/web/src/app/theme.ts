import type { ThemeConfig } from 'antd';

/**
 * The class that carries the theme's CSS variables (--ant-color-primary …). antd puts it on its
 * components' roots only; the app's wrapper carries it too, so our own styles read the theme's
 * values. A nested ConfigProvider with a theme gets a class of its own (antd's useTheme).
 */
export const THEME_CSS_VAR_KEY = 'scf-theme';

export const theme: ThemeConfig = {
  cssVar: { key: THEME_CSS_VAR_KEY },
  // Components take their styles from the prebuilt antd/dist/antd.css (main.tsx) instead of
  // generating them in the browser; the tokens below still reach them as CSS variables.
  zeroRuntime: true,
  token: {
    // antd's default blue (#1677ff) is below 4.5:1 against white for small text; this is 5.9:1.
    colorPrimary: '#0958d9',
    // Links and link buttons follow colorInfo (#1677ff, 4.1:1 on white) unless given their own.
    colorLink: '#0958d9',
    // The default 25 % black placeholder is 1.8:1; a select's placeholder is text to axe. This is 4.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Descriptions (Steps, Result, Card metadata) default to 45 % black, 3.4:1 on white; 65 % is 5.7:1.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 24px',
      bodyBg: '#ffffff',
      footerBg: '#001529',
    },
  },
};
