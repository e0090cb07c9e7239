import { PictureOutlined } from '@ant-design/icons';
import { SCREEN_SIZES, type RatioKey } from '@orator/shared';
import type { ReactNode } from 'react';

/** A cover of any ratio inside the card's fixed frame: the picture contained over a blurred copy of itself. */
export function Cover({ src, ratio, alt, children }: { src: string | null; ratio: RatioKey; alt: string; children?: ReactNode }) {
  const size = SCREEN_SIZES[ratio];
  return (
    <div className="ws-cover">
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
      {children}
    </div>
  );
}
