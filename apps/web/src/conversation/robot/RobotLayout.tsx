import {
  AppstoreOutlined,
  BarChartOutlined,
  CompassOutlined,
  HistoryOutlined,
  RobotOutlined,
  SettingOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import '../layout/aiask.css';
import { DesktopOnlyNotice } from '../ui/DesktopOnly.tsx';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import './i18n/register.ts';
import { ROBOT_PAGES, robotPagePath, type RobotPage } from './paths.ts';
import './robot.css';

const ICONS: Record<RobotPage, React.ReactNode> = {
  list: <RobotOutlined />,
  navigation: <CompassOutlined />,
  navigationData: <HistoryOutlined />,
  defaultsOn: <SettingOutlined />,
  defaultData: <UnorderedListOutlined />,
  charge: <ThunderboltOutlined />,
  chargeData: <BarChartOutlined />,
};

/** The robot area (spec §2 /aiask/robot/*): left menu of its seven pages; the chosen robot follows along in `?robot=`. */
export default function RobotLayout() {
  const { t } = useTranslation('aiask');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const robotId = params.get('robot') ?? params.get('id');
  const current = ROBOT_PAGES.find((page) => pathname.endsWith(`/${page}`)) ?? 'list';
  const narrow = typeof window !== 'undefined' && window.matchMedia('(max-width: 900px)').matches;
  // A phone gets the robot list (as cards); the task, data and simulator pages need a computer (product-rules#web-app).
  const desktopOnly = useIsMobile() && !/\/list\/?$/.test(pathname);

  return (
    <div className="ak-home" data-testid="robot-area">
      <aside className="ak-side">
        <Menu
          mode={narrow ? 'horizontal' : 'inline'}
          selectedKeys={[current]}
          onClick={({ key }) => void navigate(robotPagePath(key as RobotPage, robotId))}
          items={ROBOT_PAGES.map((page) => ({
            key: page,
            icon: ICONS[page],
            label: <span data-testid={`robot-menu-${page}`}>{t(`robot.menu.${page}`)}</span>,
          }))}
        />
      </aside>
      <div className="ak-body">
        <div className="ak-bar">
          <span className="ak-bar-title">
            <RobotOutlined /> {t('robot.area')}
          </span>
          <span className="ak-spacer" />
          <Button type="link" icon={<AppstoreOutlined />} onClick={() => void navigate(AIASK_ROUTES.home)} data-testid="robot-to-aiask">
            {t('area')}
          </Button>
        </div>
        {desktopOnly ? <DesktopOnlyNotice /> : <Outlet />}
      </div>
    </div>
  );
}
