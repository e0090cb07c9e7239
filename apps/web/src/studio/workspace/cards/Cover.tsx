import { PictureOutlined } from '@ant-design/icons';
import { SCREEN_SIZES, type RatioKey } from '@orator/shared';
import type { KeyboardEvent, ReactNode } from 'react';

interface CoverProps {
  src: string | null;
  ratio: RatioKey;
  alt: string;
  children?: ReactNode;
  /** Makes the cover a button (preview a template, play a video); `openLabel` names what it does. */
  onOpen?: () => void;
  openLabel?: string;
  /** Drawn over the picture while hovered when the cover opens something (a play or eye icon). */
  openIcon?: ReactNode;
}

/** A cover of any ratio inside the card's fixed frame: the picture contained over a blurred copy of itself. */
export function Cover({ src, ratio, alt, children, onOpen, openLabel, openIcon }: CoverProps) {
  const size = SCREEN_SIZES[ratio];
  const onKeyDown = (event: KeyboardEvent) => {
    if (onOpen && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen();
    }
  };
  const opens = onOpen
    ? { role: 'button', tabIndex: 0, 'aria-label': openLabel, onClick: onOpen, onKeyDown, 'data-testid': 'cover-open' }
    : {};
  return (
    <div className={onOpen ? 'ws-cover ws-cover-opens' : 'ws-cover'} {...opens}>
      {src ? (
        <>
          <img className="ws-cover-blur" src={src} alt="" aria-hidden loading="lazy" />
          <img className="ws-cover-main" src={src} alt={alt} loading="lazy" />
        </>
      ) : (
        <div className="ws-cover-placeholder">
          <span className="ws-cover-frame" style={{ width: (size.width / size.height) * 70, height: 70 }} />
          <PictureOutlined />
        </div>
      )}
      {onOpen && openIcon && (
        <span className="ws-cover-open-icon" aria-hidden>
          {openIcon}
        </span>
      )}
      {children}
    </div>
  );
}
