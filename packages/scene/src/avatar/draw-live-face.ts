/**
 * Per-frame facial features: eyes (blinking, with a tiny gaze drift) and the viseme-driven
 * mouth. Drawn on top of the cached head every frame, so they are kept cheap: a few paths.
 */
import type { VisemeFrame } from '@orator/shared';
import { shade, withAlpha } from '../color.ts';
import { FACE_LANDMARKS } from './figure.ts';
import type { Painter } from './paint.ts';
import { skinTone, type AvatarParams } from './params.ts';

const LASH = '#2a1c17';

function eyeSize(params: AvatarParams): { halfW: number; halfH: number } {
  switch (params.eyes) {
    case 'round':
      return { halfW: 7.5, halfH: 5.4 };
    case 'narrow':
      return { halfW: 8.5, halfH: 3.6 };
    case 'almond':
    default:
      return { halfW: 8.5, halfH: 4.6 };
  }
}

/** `openness` 1 = open, 0 = closed (blink). `gazeX` in units, small. */
export function drawEyes(p: Painter, params: AvatarParams, openness: number, gazeX: number): void {
  const { ctx } = p;
  const { halfW, halfH } = eyeSize(params);
  const y = FACE_LANDMARKS.eyeY;
  const female = params.gender === 'female';
  for (const side of [-1, 1]) {
    const x = side * FACE_LANDMARKS.eyeX;
    if (openness < 0.15) {
      // Closed: a soft downward arc (the lid), like a relaxed blink.
      ctx.beginPath();
      ctx.moveTo(x - halfW, y);
      ctx.quadraticCurveTo(x, y + 3.2, x + halfW, y);
      ctx.strokeStyle = LASH;
      ctx.lineWidth = 2.1;
      ctx.lineCap = 'round';
      ctx.stroke();
      continue;
    }
    const h = halfH * openness;
    // Almond: the upper lid arcs more than the lower.
    ctx.beginPath();
    ctx.moveTo(x - halfW, y);
    ctx.bezierCurveTo(x - halfW * 0.5, y - h * 1.55, x + halfW * 0.5, y - h * 1.55, x + halfW, y - 0.4);
    ctx.bezierCurveTo(x + halfW * 0.5, y + h * 1.05, x - halfW * 0.5, y + h * 1.05, x - halfW, y);
    ctx.closePath();
    ctx.fillStyle = '#fbf8f4';
    ctx.fill();
    ctx.save();
    ctx.clip();
    const irisR = Math.min(halfH * 1.05, 5.2);
    const ix = x + gazeX;
    ctx.beginPath();
    ctx.arc(ix, y - 0.4, irisR, 0, Math.PI * 2);
    if (p.style === '2.5d') {
      const iris = ctx.createRadialGradient(ix, y - 0.4, irisR * 0.2, ix, y - 0.4, irisR);
      iris.addColorStop(0, shade(params.eyeColor, -0.25));
      iris.addColorStop(1, shade(params.eyeColor, 0.25));
      ctx.fillStyle = iris;
    } else {
      ctx.fillStyle = params.eyeColor;
    }
    ctx.fill();
    ctx.beginPath();
    ctx.arc(ix, y - 0.4, irisR * 0.5, 0, Math.PI * 2);
    ctx.fillStyle = '#120c0a';
    ctx.fill();
    ctx.beginPath();
    ctx.arc(ix - irisR * 0.35, y - irisR * 0.45, irisR * 0.26, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.95)';
    ctx.fill();
    if (p.style === '2.5d') {
      // The upper lid casts a thin shadow on the eyeball.
      ctx.fillStyle = 'rgba(60,30,20,0.18)';
      ctx.fillRect(x - halfW, y - h * 1.6, halfW * 2, h * 0.7);
    }
    ctx.restore();
    // Upper lash line, thicker towards the outer corner (and winged for female avatars).
    ctx.beginPath();
    ctx.moveTo(x - side * halfW * 1.0, y + 0.2);
    ctx.bezierCurveTo(
      x - side * halfW * 0.5,
      y - h * 1.55,
      x + side * halfW * 0.5,
      y - h * 1.55,
      x + side * halfW * (female ? 1.22 : 1.02),
      y - (female ? 2.4 : 0.6),
    );
    ctx.strokeStyle = LASH;
    ctx.lineWidth = female ? 2.3 : 1.8;
    ctx.lineCap = 'round';
    ctx.stroke();
  }
}

/** Mouth for a viseme frame. Width narrows with rounding; height follows openness. */
export function drawMouth(p: Painter, params: AvatarParams, frame: VisemeFrame): void {
  const { ctx } = p;
  const skin = skinTone(params);
  const y = FACE_LANDMARKS.mouthY;
  const female = params.gender === 'female';
  const lipColor = female ? shade(skin.lip, -0.02) : shade(skin.lip, -0.12);
  const open = Math.max(0, Math.min(1, frame.openness));
  const round = Math.max(0, Math.min(1, frame.rounding));
  const pressed = frame.viseme === 'PP';

  if (frame.viseme === 'sil' || pressed || open < 0.08) {
    const halfW = pressed ? 10.5 : 11.5 - round * 3;
    if (female) {
      // Closed lips with colour: upper lip with a small cupid's bow, fuller lower lip.
      ctx.beginPath();
      ctx.moveTo(-halfW, y);
      ctx.quadraticCurveTo(-halfW * 0.5, y - 4.2, -1.5, y - 3.2);
      ctx.quadraticCurveTo(0, y - 2.4, 1.5, y - 3.2);
      ctx.quadraticCurveTo(halfW * 0.5, y - 4.2, halfW, y);
      ctx.quadraticCurveTo(0, y + (pressed ? 4 : 6.5), -halfW, y);
      ctx.closePath();
      ctx.fillStyle = lipColor;
      ctx.fill();
    }
    // The lip line: a gentle smile at rest, straight and tight when pressed (m, b, p).
    ctx.beginPath();
    ctx.moveTo(-halfW - 1, y - (pressed ? 0 : 1.6));
    ctx.quadraticCurveTo(0, y + (pressed ? 1 : 3.2), halfW + 1, y - (pressed ? 0 : 1.6));
    ctx.strokeStyle = shade(skin.lip, 0.35);
    ctx.lineWidth = pressed ? 2.4 : 1.9;
    ctx.lineCap = 'round';
    ctx.stroke();
    if (!female && !pressed) {
      ctx.beginPath();
      ctx.ellipse(0, y + 5.5, 6, 1.6, 0, 0, Math.PI * 2);
      ctx.fillStyle = withAlpha(skin.shadow, 0.6);
      ctx.fill();
    }
    return;
  }

  const halfW = 10.5 + open * 2.5 - round * 5;
  const height = 2.5 + open * 13 + round * 2;
  const top = y - height * 0.35;
  const bottom = y + height * 0.65;
  // Outer lips.
  ctx.beginPath();
  ctx.moveTo(-halfW - 2, y);
  ctx.bezierCurveTo(-halfW, top - 4, halfW, top - 4, halfW + 2, y);
  ctx.bezierCurveTo(halfW + 1, bottom + 5, -halfW - 1, bottom + 5, -halfW - 2, y);
  ctx.closePath();
  ctx.fillStyle = lipColor;
  ctx.fill();
  // Opening.
  ctx.beginPath();
  ctx.moveTo(-halfW, y);
  ctx.bezierCurveTo(-halfW * 0.7, top - 0.5, halfW * 0.7, top - 0.5, halfW, y);
  ctx.bezierCurveTo(halfW * 0.7, bottom + 1, -halfW * 0.7, bottom + 1, -halfW, y);
  ctx.closePath();
  ctx.fillStyle = '#4a1f1c';
  ctx.fill();
  ctx.save();
  ctx.clip();
  // Upper teeth, and the tongue once the jaw drops far enough to show it.
  const teethH = frame.viseme === 'FF' || frame.viseme === 'TH' ? height * 0.55 : Math.min(3.6, height * 0.32);
  ctx.fillStyle = '#f7f3ee';
  ctx.fillRect(-halfW, top - 2, halfW * 2, teethH + 2);
  if (open > 0.35) {
    ctx.beginPath();
    ctx.ellipse(0, bottom + 1, halfW * 0.7, height * 0.32, 0, 0, Math.PI * 2);
    ctx.fillStyle = '#c4605c';
    ctx.fill();
  }
  ctx.restore();
  if (p.style === '2.5d') {
    ctx.beginPath();
    ctx.ellipse(0, bottom + 3, halfW * 0.45, 1.2, 0, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.28)';
    ctx.fill();
  }
}
