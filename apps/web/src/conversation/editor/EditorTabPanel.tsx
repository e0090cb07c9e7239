import { ComponentTab, type ComponentTabProps } from './tabs/ComponentTab.tsx';
import { InteractionTab } from './tabs/InteractionTab.tsx';
import { AvatarTab, RolesTab, SpeakerTab } from './tabs/PickTabs.tsx';
import { BackgroundTab, InputTab, SleepTab, VoiceTab } from './tabs/SettingsTabs.tsx';
import type { TabProps } from './tabs/tabProps.ts';
import type { useProjectDraft } from './useProjectDraft.ts';

/** Spec §2 editor tabs, in its order. */
export const EDITOR_TABS = [
  'background',
  'speaker',
  'conversation',
  'input',
  'sleep',
  'component',
  'interaction',
  'roles',
  'avatar',
  'voice',
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

type Editor = ReturnType<typeof useProjectDraft>;

/** The right-hand panel: the selected tab's properties. */
export function EditorTabPanel({
  tab,
  editor,
  ...component
}: { tab: EditorTab; editor: Editor } & Omit<ComponentTabProps, keyof TabProps>) {
  if (!editor.draft) return null;
  const props: TabProps = { draft: editor.draft, change: editor.change, changeConfig: editor.changeConfig };
  switch (tab) {
    case 'background':
      return <BackgroundTab {...props} />;
    case 'speaker':
      return <SpeakerTab {...props} />;
    case 'conversation':
      return null; // the flow editor takes the centre and the panel (ProjectEditorPage)
    case 'input':
      return <InputTab {...props} />;
    case 'sleep':
      return <SleepTab {...props} />;
    case 'component':
      return <ComponentTab {...props} {...component} />;
    case 'interaction':
      return <InteractionTab {...props} />;
    case 'roles':
      return <RolesTab {...props} />;
    case 'avatar':
      return <AvatarTab {...props} />;
    case 'voice':
      return <VoiceTab {...props} />;
  }
}
