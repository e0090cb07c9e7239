import type { ComponentProps } from '@orator/shared';
import type { RoomView } from './roomView.ts';

type Props<T extends ComponentProps['type']> = { props: Extract<ComponentProps, { type: T }>; view: RoomView };

export function ImageView({ props, view }: Props<'image'>) {
  const src = view.mediaUrl(props.url);
  if (!src) return null;
  return <img src={src} alt="" className="ak-rc-fill" style={{ objectFit: props.fit }} data-testid="rc-image" />;
}

export function VideoView({ props, view }: Props<'video'>) {
  const src = view.mediaUrl(props.url);
  if (!src) return null;
  return <video src={src} className="ak-rc-fill" autoPlay playsInline loop={props.loop} muted={props.muted} data-testid="rc-video" />;
}

/** Another site shown in place: sandboxed (scripts run, but cannot reach this page or navigate it). */
export function WebsiteView({ props }: Props<'website'>) {
  return (
    <iframe
      src={props.url}
      title={props.url}
      className="ak-rc-fill ak-rc-website"
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="no-referrer"
      data-testid="rc-website"
    />
  );
}
