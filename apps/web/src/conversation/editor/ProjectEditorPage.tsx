import { ArrowLeftOutlined, PlayCircleOutlined, SaveOutlined, ShareAltOutlined } from '@ant-design/icons';
import { isErrorKey, roomPath, type AvatarProject } from '@orator/shared';
import { App, Badge, Button, Result, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import '../i18n/register.ts';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { ShareDialog } from '../projects/ShareDialog.tsx';
import { useMissingText } from '../projects/useMissingText.ts';
import { useLeaveGuard, type LeaveTexts } from '../roles/useLeaveGuard.ts';
import { startNodeId } from '../room/components/frame.ts';
import { draftProblem } from './componentDefaults.ts';
import { EditorStage } from './EditorStage.tsx';
import { FlowEditor } from './flow/FlowEditor.tsx';
import { EditorTabPanel, EDITOR_TABS, type EditorTab } from './EditorTabPanel.tsx';
import { useProjectDraft } from './useProjectDraft.ts';
import './editor.css';
import { DesktopOnly } from '../ui/DesktopOnly.tsx';

const LEAVE: LeaveTexts = { title: 'editor.leaveTitle', body: 'editor.leaveBody', leave: 'editor.leave', stay: 'editor.stay' };

/**
 * The project editor (spec §2 /aiask/projectNew/{id}): the tabs on the left, the project previewed
 * in the centre with the room's own components, the selected tab's properties on the right. Save
 * sends the whole project; demo and share use the saved one (§5: save first, and the input box,
 * role, digital human and voice must be set).
 */
export default function ProjectEditorPage() {
  // Phones: the editor needs a computer (product-rules#web-app); the phone's list opens, shares and renames.
  return (
    <DesktopOnly>
      <ProjectEditor />
    </DesktopOnly>
  );
}

function ProjectEditor() {
  const { t } = useTranslation('aiask');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const missingText = useMissingText();
  const editor = useProjectDraft(id);
  const { project, draft, dirty, saving, missing } = editor;
  const [tab, setTab] = useState<EditorTab>('background');
  const [nodeId, setNodeId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sharing, setSharing] = useState<AvatarProject | null>(null);
  const guard = useLeaveGuard(dirty, LEAVE);
  const savedNodeIds = useMemo(() => new Set(project?.config.nodes.map((node) => node.id) ?? []), [project]);

  if (editor.error) return <Result status="404" title={t('editor.loadFailed')} data-testid="editor-load-failed" />;
  if (!project || !draft) return <Spin fullscreen />;
  const currentNode = nodeId && draft.config.nodes.some((node) => node.id === nodeId) ? nodeId : startNodeId(draft.config);

  /** Saves; a config the server would refuse is stopped here, naming the component and field. */
  const save = async (): Promise<AvatarProject | null> => {
    const problem = draftProblem(draft.config);
    if (problem) {
      const component = draft.config.components.find((c) => c.id === problem.componentId);
      if (component) {
        setTab('component');
        setNodeId(component.nodeId);
        setSelectedId(component.id);
      }
      // A rule's own message when it has one; otherwise the component whose form shows what is missing.
      if (isErrorKey(problem.message)) toast.error(errorText(problem.message));
      else if (component) toast.error(t('editor.completeComponent', { type: t(`editor.types.${component.props.type}`) }));
      else toast.error(t('editor.invalidSetting', { field: problem.field }));
      return null;
    }
    try {
      const saved = await editor.save();
      toast.success(t('editor.saved'));
      return saved;
    } catch {
      return null; // the HTTP client has shown the server's message
    }
  };
  /** §5 save before demo or share: asks to save unsaved changes first. */
  const afterSave = (go: (saved: AvatarProject) => void) => {
    if (!dirty) return go(project);
    modal.confirm({
      title: t('editor.saveFirstTitle'),
      content: t('editor.saveFirstBody'),
      okText: t('editor.saveAndGo'),
      okButtonProps: { 'data-testid': 'editor-save-first' },
      onOk: async () => {
        const saved = await save();
        if (saved) go(saved);
      },
    });
  };
  const notReady = (saved: AvatarProject) => {
    if (saved.missing.length === 0) return false;
    toast.error(t('editor.missing', { list: missingText(saved.missing) }));
    return true;
  };

  return (
    <div className="ak-ed" data-testid="project-editor" data-dirty={dirty}>
      <header className="ak-ed-head">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={() => guard(() => navigate(AIASK_ROUTES.project))}
          data-testid="editor-back"
        >
          {t('editor.back')}
        </Button>
        <strong className="ak-ed-name" data-testid="editor-name">
          {draft.name}
        </strong>
        {dirty ? (
          <Badge status="warning" text={t('editor.unsaved')} data-testid="editor-dirty" />
        ) : (
          <Badge status="success" text={t('editor.saved')} />
        )}
        {missing.length > 0 ? (
          <Tag color="orange" data-testid="editor-missing">
            {t('editor.missing', { list: missingText(missing) })}
          </Tag>
        ) : (
          <Tag color="green">{t('editor.ready')}</Tag>
        )}
        <span className="ak-ed-spacer" />
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="editor-save">
          {t('editor.save')}
        </Button>
        <Button
          icon={<PlayCircleOutlined />}
          onClick={() =>
            afterSave((saved) => {
              if (!notReady(saved)) window.open(roomPath(saved.id), '_blank', 'noopener');
            })
          }
          data-testid="editor-demo"
        >
          {t('editor.demo')}
        </Button>
        <Button icon={<ShareAltOutlined />} onClick={() => afterSave(setSharing)} data-testid="editor-share">
          {t('editor.share')}
        </Button>
      </header>
      <div className="ak-ed-body">
        <nav className="ak-ed-rail" data-testid="editor-tabs">
          {EDITOR_TABS.map((key) => (
            <button key={key} type="button" aria-pressed={tab === key} onClick={() => setTab(key)} data-testid={`editor-tab-${key}`}>
              {t(`editor.tabs.${key}`)}
            </button>
          ))}
        </nav>
        {tab === 'conversation' ? (
          <main className="ak-ed-flow">
            <FlowEditor config={draft.config} onChange={(config) => editor.changeConfig(() => config)} />
          </main>
        ) : (
          <>
            <main className="ak-ed-centre">
              <EditorStage
                draft={draft}
                size={project}
                nodeId={currentNode}
                selectedId={selectedId}
                onSelect={(componentId) => {
                  setSelectedId(componentId);
                  setTab('component');
                }}
                onFrame={(componentId, frame) =>
                  editor.changeConfig((config) => ({
                    ...config,
                    components: config.components.map((c) => (c.id === componentId ? { ...c, frame } : c)),
                  }))
                }
              />
              <p className="ak-muted ak-ed-stage-hint">{t('editor.stageHint', { width: project.width, height: project.height })}</p>
            </main>
            <aside className="ak-ed-panel" data-testid={`editor-panel-${tab}`}>
              <h3>{t(`editor.tabs.${tab}`)}</h3>
              <EditorTabPanel
                tab={tab}
                editor={editor}
                size={project}
                nodeId={currentNode}
                onNode={setNodeId}
                savedNodeIds={savedNodeIds}
                selectedId={selectedId}
                onSelect={setSelectedId}
              />
            </aside>
          </>
        )}
      </div>
      {sharing && <ShareDialog project={sharing} onClose={() => setSharing(null)} />}
    </div>
  );
}
