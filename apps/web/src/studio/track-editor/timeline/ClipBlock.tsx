import { formatTimelineTime, type Clip } from '@orator/shared';
import { useEffect, useRef } from 'react';
import { AvatarThumb } from '../../shared/avatar/AvatarThumb.tsx';
import { kindOfTrack } from '../model/trackKinds.ts';
import { useImageUrl, usePeaks, windowPeaks, type Peaks } from './media.ts';

/** Lane height the artwork is drawn for (matches .te-lane in the stylesheet). */
const ARTWORK_HEIGHT = 38;

function Waveform({ peaks, clip, width }: { peaks: Peaks; clip: Clip; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const columns = Math.max(1, Math.min(2000, Math.floor(width / 3)));
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    element.width = columns * 3;
    element.height = ARTWORK_HEIGHT;
    ctx.clearRect(0, 0, element.width, element.height);
    ctx.fillStyle = 'rgba(255,255,255,0.75)';
    const bars = windowPeaks(peaks, clip.beginTime, clip.duration, columns);
    bars.forEach((value, index) => {
      const height = Math.max(1, value * (ARTWORK_HEIGHT - 6));
      ctx.fillRect(index * 3, (ARTWORK_HEIGHT - height) / 2, 2, height);
    });
  }, [peaks, clip.beginTime, clip.duration, columns]);
  return <canvas ref={canvas} className="te-clip-wave" />;
}

function Artwork({ clip, width }: { clip: Clip; width: number }) {
  const kind = kindOfTrack({ type: clip.sourceType });
  const picture = useImageUrl(kind === 'image' ? clip.url : undefined);
  const peaks = usePeaks(kind === 'audio' || kind === 'video' ? clip.url : undefined);
  if (picture) return <div className="te-clip-filmstrip" style={{ backgroundImage: `url(${picture})` }} />;
  if (peaks) return <Waveform peaks={peaks} clip={clip} width={width} />;
  if (kind === 'digitalHuman')
    return (
      <span className="te-clip-avatar">
        <AvatarThumb avatarId={clip.url || clip.title} size={34} framing="head" face={clip.face} />
      </span>
    );
  return null;
}

/**
 * One clip on a lane: artwork (filmstrip, waveform, avatar or text), name and length, with
 * trim handles on both edges. Pointer handling belongs to the timeline.
 */
export function ClipBlock({
  clip,
  left,
  width,
  selected,
  state,
  onPointerDown,
}: {
  clip: Clip;
  left: number;
  width: number;
  selected: boolean;
  state: 'idle' | 'dragging' | 'origin';
  onPointerDown(event: React.PointerEvent<HTMLDivElement>, clip: Clip): void;
}) {
  const kind = kindOfTrack({ type: clip.sourceType });
  const text = clip.content.trim();
  const name = clip.title || text;
  return (
    <div
      className={`te-clip kind-${kind}${selected ? ' is-selected' : ''} is-${state}`}
      style={{ left, width }}
      onPointerDown={(event) => onPointerDown(event, clip)}
      data-testid="timeline-clip"
      data-clip-uuid={clip.uuid}
      data-start-ms={clip.startTime}
      data-duration-ms={clip.duration}
      title={`${name} · ${formatTimelineTime(clip.startTime)} – ${formatTimelineTime(clip.startTime + clip.duration)}`}
    >
      <Artwork clip={clip} width={width} />
      <div className="te-clip-label">
        <span className="te-clip-name">{name}</span>
        {width > 110 && <span className="te-clip-length">{formatTimelineTime(clip.duration)}</span>}
      </div>
      {text && (kind === 'text' || kind === 'subtitle' || kind === 'dubbing') && <div className="te-clip-text">{text}</div>}
      <span className="te-clip-handle is-start" />
      <span className="te-clip-handle is-end" />
    </div>
  );
}
