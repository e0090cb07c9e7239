import type { ThemeConfig } from 'antd';

/** A restrained palette: one indigo accent on neutral slate, generous radii. */
export const oratorTheme: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    colorInfo: '#4f46e5',
    colorLink: '#4f46e5',
    colorTextBase: '#0f172a',
    borderRadius: 10,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans CJK TC', sans-serif",
    fontSize: 14,
    zIndexPopupBase: 2000,
  },
  components: {
    Button: { fontWeight: 550, primaryShadow: 'none' },
    Card: { borderRadiusLG: 14 },
    Table: { headerBg: '#f8fafc' },
  },
};
