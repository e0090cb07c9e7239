import type { ComponentProps } from '@orator/shared';
import type { RoomView } from './roomView.ts';

type Props<T extends ComponentProps['type']> = { props: Extract<ComponentProps, { type: T }>; view: RoomView };

/** Asks its preset question. */
export function AskButton({ props, view }: Props<'button'>) {
  return (
    <button
      type="button"
      className="ak-rc-button"
      style={{ color: props.textColor, background: props.background }}
      onClick={() => view.actions?.ask(props.question)}
      data-testid="rc-button"
    >
      {props.text}
    </button>
  );
}

/** Opens its address in a new tab, or moves the conversation to its node. */
export function JumpButton({ props, view }: Props<'jumpButton'>) {
  const style = { color: props.textColor, background: props.background };
  if (props.target.kind === 'url')
    return (
      <a className="ak-rc-button" style={style} href={props.target.url} target="_blank" rel="noopener noreferrer" data-testid="rc-jump">
        {props.text}
      </a>
    );
  const nodeId = props.target.nodeId;
  return (
    <button type="button" className="ak-rc-button" style={style} onClick={() => view.actions?.goto(nodeId)} data-testid="rc-jump">
      {props.text}
    </button>
  );
}
