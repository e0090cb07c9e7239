import { AppstoreOutlined, CloudUploadOutlined, FontSizeOutlined, UserOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarsTab } from './AvatarsTab.tsx';
import { StockTab } from './StockTab.tsx';
import { TextTab } from './TextTab.tsx';
import { UploadsTab } from './UploadsTab.tsx';

/** The left panel: everything that can become a clip. */
export function MediaBin() {
  const { t } = useTranslation('trackEditor');
  return (
    <aside className="te-bin" aria-label={t('bin.label')} data-testid="media-bin">
      <Tabs
        size="small"
        tabBarGutter={14}
        className="te-bin-tabs"
        items={[
          {
            key: 'uploads',
            label: (
              <span data-testid="bin-tab-uploads">
                <CloudUploadOutlined /> {t('bin.tabs.uploads')}
              </span>
            ),
            children: <UploadsTab />,
          },
          {
            key: 'avatars',
            label: (
              <span data-testid="bin-tab-avatars">
                <UserOutlined /> {t('bin.tabs.avatars')}
              </span>
            ),
            children: <AvatarsTab />,
          },
          {
            key: 'text',
            label: (
              <span data-testid="bin-tab-text">
                <FontSizeOutlined /> {t('bin.tabs.text')}
              </span>
            ),
            children: <TextTab />,
          },
          {
            key: 'stock',
            label: (
              <span data-testid="bin-tab-stock">
                <AppstoreOutlined /> {t('bin.tabs.stock')}
              </span>
            ),
            children: <StockTab />,
          },
        ]}
      />
    </aside>
  );
}
