import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import type { SliderChallenge } from '@orator/shared';
import { Button, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../../lib/api/accounts.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { DragTrail, clampOffset } from './dragTrail.ts';
import './slider.css';

type Status = 'loading' | 'loadFailed' | 'ready' | 'dragging' | 'verifying' | 'failed' | 'passed';

/**
 * The slider puzzle: the server draws a background with a gap and the matching piece; the
 * user drags the piece along its row until it fits. Only the horizontal offset and the drag
 * trail are sent; the server decides.
 */
export function SliderCaptcha({ onVerified }: { onVerified(sliderToken: string): void }) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [offset, setOffset] = useState(0);
  const trail = useRef(new DragTrail());
  const dragStartX = useRef(0);
  // Only the newest request may fill the widget: an older answer arriving late would swap
  // the picture under the user's finger.
  const latestLoad = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latestLoad.current;
    setStatus('loading');
    setOffset(0);
    try {
      const next = await accountsApi.sliderChallenge();
      if (ticket !== latestLoad.current) return;
      setChallenge(next);
      setStatus('ready');
    } catch {
      if (ticket === latestLoad.current) setStatus('loadFailed');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const maxOffset = challenge ? challenge.width - challenge.pieceSize : 0;
  const canDrag = challenge !== null && (status === 'ready' || status === 'dragging');

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!canDrag) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragStartX.current = event.clientX - offset;
    trail.current.start(offset, performance.now());
    setStatus('dragging');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (status !== 'dragging') return;
    const next = clampOffset(event.clientX - dragStartX.current, maxOffset);
    trail.current.add(next, performance.now());
    setOffset(next);
  }

  /** Keyboard users move the piece with the arrow keys (Shift: 10 px) and drop it with Enter or Space. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!canDrag) return;
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (status !== 'dragging') {
        trail.current.start(offset, performance.now());
        setStatus('dragging');
      }
      const next = clampOffset(offset + (event.key === 'ArrowRight' ? step : -step), maxOffset);
      trail.current.add(next, performance.now());
      setOffset(next);
    } else if ((event.key === 'Enter' || event.key === ' ') && status === 'dragging') {
      event.preventDefault();
      void onPointerUp();
    }
  }

  async function onPointerUp() {
    if (status !== 'dragging' || !challenge) return;
    setStatus('verifying');
    trail.current.add(offset, performance.now());
    try {
      const { sliderToken } = await accountsApi.verifySlider({ id: challenge.id, x: offset, trail: trail.current.toJSON() });
      setStatus('passed');
      // Let the user see the piece settle before the dialog closes.
      window.setTimeout(() => onVerified(sliderToken), 400);
    } catch {
      setStatus('failed');
      toast.error(t('slider.failed'));
      window.setTimeout(() => void load(), 900);
    }
  }

  const width = challenge?.width ?? 320;
  const height = challenge?.height ?? 160;

  return (
    <div className="slider-captcha" style={{ width }}>
      <div className="slider-stage" style={{ width, height }}>
        {challenge && status !== 'loading' ? (
          <>
            <img
              className="slider-background"
              data-testid="slider-background"
              src={challenge.background}
              width={width}
              height={height}
              alt=""
              draggable={false}
            />
            <img
              className="slider-piece"
              data-testid="slider-piece"
              src={challenge.piece}
              width={challenge.pieceSize}
              height={challenge.pieceSize}
              style={{ left: offset, top: challenge.pieceY }}
              alt=""
              draggable={false}
            />
          </>
        ) : (
          <div className="slider-placeholder">
            {status === 'loadFailed' ? <Typography.Text type="danger">{t('slider.loadFailed')}</Typography.Text> : <Spin />}
          </div>
        )}
        <Button
          className="slider-reload"
          size="small"
          shape="circle"
          icon={<ReloadOutlined />}
          onClick={() => void load()}
          aria-label={t('slider.reload')}
          title={t('slider.reload')}
        />
      </div>
      <div className={`slider-track slider-${status}`} style={{ width }}>
        <div className="slider-fill" style={{ width: offset + 20 }} />
        <span className="slider-hint">
          {status === 'failed'
            ? t('slider.failed')
            : status === 'passed'
              ? t('slider.passed')
              : status === 'verifying'
                ? t('slider.verifying')
                : t('slider.hint')}
        </span>
        <div
          className="slider-handle"
          data-testid="slider-handle"
          role="slider"
          aria-label={t('slider.hint')}
          aria-valuemin={0}
          aria-valuemax={maxOffset}
          aria-valuenow={offset}
          tabIndex={0}
          style={{ left: offset }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => void onPointerUp()}
          onPointerCancel={() => void onPointerUp()}
          onKeyDown={onKeyDown}
        >
          {status === 'passed' ? <CheckOutlined /> : status === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
    </div>
  );
}
