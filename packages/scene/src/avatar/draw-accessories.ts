/** Glasses and headset: drawn over the hair, in the head's front cache. */
import { withAlpha } from '../color.ts';
import { FACE_LANDMARKS, faceMetrics } from './figure.ts';
import type { Painter } from './paint.ts';
import type { AvatarParams } from './params.ts';

function drawGlasses(p: Painter, params: AvatarParams): void {
  if (params.glasses === 'none') return;
  const { ctx } = p;
  const y = FACE_LANDMARKS.eyeY;
  const x = FACE_LANDMARKS.eyeX;
  const frame = params.age === 'senior' ? '#6b5a4a' : '#2a2422';
  ctx.beginPath();
  for (const side of [-1, 1]) {
    const cx = side * x;
    if (params.glasses === 'round') {
      ctx.moveTo(cx + 12.5, y);
      ctx.arc(cx, y, 12.5, 0, Math.PI * 2);
    } else {
      ctx.moveTo(cx - 14, y - 8);
      ctx.lineTo(cx + 14, y - 8);
      ctx.quadraticCurveTo(cx + 15, y + 9, cx + 8, y + 9);
      ctx.lineTo(cx - 8, y + 9);
      ctx.quadraticCurveTo(cx - 15, y + 9, cx - 14, y - 8);
      ctx.closePath();
    }
  }
  ctx.fillStyle = 'rgba(210,230,245,0.12)';
  ctx.fill();
  ctx.strokeStyle = frame;
  ctx.lineWidth = 2.4;
  ctx.stroke();
  const c = faceMetrics(params).cheekHalf;
  ctx.beginPath();
  ctx.moveTo(-x + 10, y - 3);
  ctx.quadraticCurveTo(0, y - 8, x - 10, y - 3);
  ctx.moveTo(-x - 13, y - 3);
  ctx.lineTo(-c + 1, y - 5);
  ctx.moveTo(x + 13, y - 3);
  ctx.lineTo(c - 1, y - 5);
  ctx.stroke();
  if (p.style === '2.5d') {
    ctx.beginPath();
    for (const side of [-1, 1]) {
      ctx.moveTo(side * x - 7, y - 5);
      ctx.lineTo(side * x - 2, y - 8);
    }
    ctx.strokeStyle = 'rgba(255,255,255,0.55)';
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

function drawHeadset(p: Painter, params: AvatarParams): void {
  if (!params.headset) return;
  const { ctx } = p;
  const c = faceMetrics(params).cheekHalf;
  const dark = '#2b2e34';
  ctx.beginPath();
  ctx.ellipse(0, -6, c + 12, 86, 0, Math.PI * 1.08, Math.PI * 1.92);
  ctx.strokeStyle = dark;
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(-c - 6, 6, 9, 15, 0, 0, Math.PI * 2);
  ctx.fillStyle = dark;
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(-c - 8, 6, 4, 9, 0, 0, Math.PI * 2);
  ctx.fillStyle = withAlpha('#8a93a0', 0.9);
  ctx.fill();
  // Microphone boom towards the mouth corner.
  ctx.beginPath();
  ctx.moveTo(-c - 4, 16);
  ctx.quadraticCurveTo(-c + 2, FACE_LANDMARKS.mouthY + 6, -18, FACE_LANDMARKS.mouthY + 4);
  ctx.strokeStyle = dark;
  ctx.lineWidth = 2.6;
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(-16, FACE_LANDMARKS.mouthY + 4, 4.5, 3.2, 0, 0, Math.PI * 2);
  ctx.fillStyle = dark;
  ctx.fill();
}

export function drawAccessories(p: Painter, params: AvatarParams): void {
  drawGlasses(p, params);
  drawHeadset(p, params);
}
