import {
  AppstoreOutlined,
  BookOutlined,
  DesktopOutlined,
  HistoryOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import { DesktopOnlyNotice } from '../ui/DesktopOnly.tsx';
import '../i18n/register.ts';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { ROBOT_ROUTES } from '../robot/paths.ts';
import { AnswerModeBadge } from './AnswerModeBadge.tsx';
import { menuKeyOf, phoneViewOf } from './menuKey.ts';
import './aiask.css';

const MENU = [
  { key: AIASK_ROUTES.project, icon: <DesktopOutlined />, label: 'projects.menu', testId: 'aiask-menu-projects' },
  { key: AIASK_ROUTES.recording, icon: <HistoryOutlined />, label: 'projects.records.menu', testId: 'aiask-menu-recording' },
  { key: AIASK_ROUTES.role, icon: <UserOutlined />, label: 'menu.roles', testId: 'aiask-menu-roles' },
  { key: AIASK_ROUTES.knowledgeTable, icon: <BookOutlined />, label: 'menu.knowledge', testId: 'aiask-menu-knowledge' },
  { key: AIASK_ROUTES.qaLibraries, icon: <QuestionCircleOutlined />, label: 'menu.qaLibraries', testId: 'aiask-menu-qa' },
  { key: AIASK_ROUTES.material, icon: <PictureOutlined />, label: 'menu.materials', testId: 'aiask-menu-materials' },
  // The robot area has its own layout (spec §2 /aiask/robot/*); its texts are merged in by the route table.
  { key: ROBOT_ROUTES.list, icon: <RobotOutlined />, label: 'robot.area', testId: 'aiask-menu-robots' },
] as const;

/**
 * The conversational home (spec §2): left menu, the answer mode, and the page. On a phone
 * (phoneViewOf) the project list is the phone's own and the editors say they need a computer.
 */
export default function AiaskHomeLayout() {
  const { t } = useTranslation('aiask');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const narrow = typeof window !== 'undefined' && window.matchMedia('(max-width: 900px)').matches;
  const phoneView = mobile ? phoneViewOf(pathname) : 'page';
  if (phoneView === 'h5List') return <Navigate to={AIASK_ROUTES.h5List} replace />;

  return (
    <div className="ak-home" data-testid="aiask-home">
      <aside className="ak-side">
        <Menu
          mode={narrow ? 'horizontal' : 'inline'}
          selectedKeys={[menuKeyOf(pathname)]}
          onClick={({ key }) => void navigate(key)}
          items={MENU.map((item) => ({
            key: item.key,
            icon: item.icon,
            label: <span data-testid={item.testId}>{t(item.label)}</span>,
          }))}
        />
      </aside>
      <div className="ak-body">
        <div className="ak-bar">
          <span className="ak-bar-title">
            <AppstoreOutlined /> {t('area')}
          </span>
          <span className="ak-spacer" />
          <AnswerModeBadge />
        </div>
        {phoneView === 'desktopOnly' ? <DesktopOnlyNotice /> : <Outlet />}
      </div>
    </div>
  );
}
