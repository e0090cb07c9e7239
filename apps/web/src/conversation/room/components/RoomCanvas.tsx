import type { ProjectComponent } from '@orator/shared';
import type { ReactNode } from 'react';
import { AvatarStage } from '../AvatarStage.tsx';
import { AskButton, JumpButton } from './ButtonViews.tsx';
import { ConversationRecord } from './ConversationRecord.tsx';
import { FaqView } from './FaqView.tsx';
import { componentsOfNode, defaultAvatarFrame, scaleFrame } from './frame.ts';
import { ImageView, VideoView, WebsiteView } from './MediaViews.tsx';
import { OperationBar } from './OperationBar.tsx';
import { RoomInputBox } from './RoomInputBox.tsx';
import type { RoomView } from './roomView.ts';
import { BackgroundMusic, LanguageSwitch, NetworkLatency, RemoteVoice } from './SmallViews.tsx';
import './components.css';

/** One component's content; null for a type this room cannot offer (no dead buttons). */
function contentOf(component: ProjectComponent, view: RoomView, size: { width: number; height: number }): ReactNode {
  const props = component.props;
  switch (props.type) {
    case 'avatar':
      return view.project.avatarId ? <AvatarStage avatarId={view.project.avatarId} audio={view.audio} {...size} /> : null;
    case 'image':
      return <ImageView props={props} view={view} />;
    case 'video':
      return <VideoView props={props} view={view} />;
    case 'button':
      return <AskButton props={props} view={view} />;
    case 'jumpButton':
      return <JumpButton props={props} view={view} />;
    case 'inputBox':
      return <RoomInputBox view={view} colours={props} />;
    case 'faq':
      return <FaqView props={props} view={view} />;
    case 'operationBar':
      return <OperationBar props={props} view={view} />;
    case 'conversationRecord':
      return <ConversationRecord props={props} view={view} />;
    case 'website':
      return <WebsiteView props={props} view={view} />;
    case 'languageSwitch':
      return <LanguageSwitch props={props} view={view} />;
    case 'networkLatency':
      return <NetworkLatency view={view} />;
    case 'remoteVoice':
      return <RemoteVoice props={props} view={view} />;
    case 'backgroundMusic':
      return <BackgroundMusic props={props} view={view} />;
    case 'voiceInput':
      // The room's microphone button, when the room has voice input; otherwise nothing (no dead button).
      return view.voiceInput ?? null;
  }
}

/**
 * The project's screen at `scale`: its background, then the current node's components bottom layer
 * first, each at its frame. Without an avatar component the avatar stands in its default place.
 */
export function RoomCanvas({ view, nodeId, scale }: { view: RoomView; nodeId: string; scale: number }) {
  const { project } = view;
  const components = componentsOfNode(project.config.components, nodeId);
  const background = project.config.background;
  const backgroundUrl = background.kind === 'colour' ? '' : view.mediaUrl(background.url);
  const hasAvatar = components.some((component) => component.props.type === 'avatar');
  const avatarFrame = scaleFrame(defaultAvatarFrame(project), scale);
  return (
    <div
      className="ak-rc-canvas"
      style={{ width: Math.round(project.width * scale), height: Math.round(project.height * scale) }}
      data-testid="room-canvas"
      data-node={nodeId}
    >
      {background.kind === 'colour' && <div className="ak-rc-fill" style={{ background: background.colour }} />}
      {background.kind === 'image' && backgroundUrl && <img className="ak-rc-fill ak-rc-cover" src={backgroundUrl} alt="" />}
      {background.kind === 'video' && backgroundUrl && (
        <video className="ak-rc-fill ak-rc-cover" src={backgroundUrl} autoPlay loop muted playsInline />
      )}
      {!hasAvatar && project.avatarId && (
        <div className="ak-rc-item" style={avatarFrame}>
          <AvatarStage avatarId={project.avatarId} audio={view.audio} width={avatarFrame.width} height={avatarFrame.height} />
        </div>
      )}
      {components.map((component) => {
        const box = scaleFrame(component.frame, scale);
        const content = contentOf(component, view, { width: box.width, height: box.height });
        return (
          <div
            key={component.id}
            className="ak-rc-item"
            style={{ ...box, opacity: component.opacity, fontSize: Math.max(10, Math.round(28 * scale)) }}
            data-type={component.props.type}
            data-component-id={component.id}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}
