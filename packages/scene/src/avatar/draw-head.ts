/** The static head: ears, face, nose, brows, cheeks, facial hair, age lines. Baked into a cache. */
import { mix, shade, withAlpha } from '../color.ts';
import { FACE_LANDMARKS, faceMetrics, type FaceMetrics } from './figure.ts';
import { softShadow, volumeFill, type Painter } from './paint.ts';
import { hairHex, skinTone, type AvatarParams } from './params.ts';
import { circle } from './path.ts';

function facePath(p: Painter, m: FaceMetrics): void {
  const { ctx } = p;
  const { cheekHalf: c, jawHalf: j, jawY, chinY, topY } = m;
  ctx.moveTo(0, topY);
  ctx.bezierCurveTo(c * 0.62, topY, c, topY * 0.62, c, -10);
  ctx.bezierCurveTo(c, 10, j + 6, jawY - 14, j, jawY);
  ctx.bezierCurveTo(j - 7, jawY + 13, 15, chinY, 0, chinY);
  ctx.bezierCurveTo(-15, chinY, -j + 7, jawY + 13, -j, jawY);
  ctx.bezierCurveTo(-j - 6, jawY - 14, -c, 10, -c, -10);
  ctx.bezierCurveTo(-c, topY * 0.62, -c * 0.62, topY, 0, topY);
  ctx.closePath();
}

function drawEars(p: Painter, params: AvatarParams, m: FaceMetrics): void {
  const { ctx } = p;
  const skin = skinTone(params);
  for (const side of [-1, 1]) {
    const x = side * (m.cheekHalf - 1);
    ctx.beginPath();
    ctx.ellipse(x, 8, 8.5, 13, side * 0.18, 0, Math.PI * 2);
    ctx.fillStyle = skin.base;
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(x + side * 2, 8, 4, 8, side * 0.18, 0, Math.PI * 2);
    ctx.fillStyle = withAlpha(skin.shadow, 0.85);
    ctx.fill();
  }
}

function drawNose(p: Painter, params: AvatarParams): void {
  const { ctx } = p;
  const skin = skinTone(params);
  const y = FACE_LANDMARKS.noseY;
  const width = params.gender === 'male' ? 7.5 : 6;
  // Light comes from the upper left, so the bridge shadow sits on the right side.
  ctx.beginPath();
  ctx.moveTo(3, y - 16);
  ctx.quadraticCurveTo(7, y - 4, width, y + 1);
  ctx.strokeStyle = withAlpha(skin.shadow, 0.9);
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(0, y + 2.5, width, 3.6, 0, 0, Math.PI * 2);
  ctx.fillStyle = withAlpha(skin.shadow, 0.8);
  ctx.fill();
  if (p.style === '2.5d') {
    ctx.beginPath();
    ctx.ellipse(-1.5, y - 1, 2.2, 1.5, 0, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.fill();
  }
}

function browColor(params: AvatarParams): string {
  const hair = hairHex(params);
  if (params.hairStyle === 'bald' || params.hairStyle === 'hijab') return shade('#5b3e2b', 0.25);
  return params.age === 'senior' ? mix(hair, '#6b6560', 0.3) : shade(hair, 0.15);
}

function drawBrows(p: Painter, params: AvatarParams): void {
  const { ctx } = p;
  const thickness = { soft: 2.6, straight: 3.2, arched: 2.8, thick: 4.4 }[params.brows] + (params.gender === 'male' ? 0.9 : 0);
  const arch = { soft: 3, straight: 1, arched: 5.5, thick: 2.5 }[params.brows];
  const y = FACE_LANDMARKS.browY;
  ctx.fillStyle = browColor(params);
  for (const side of [-1, 1]) {
    const inner = side * 8;
    const outer = side * 31;
    ctx.beginPath();
    ctx.moveTo(inner, y + 1.5);
    ctx.quadraticCurveTo(side * 20, y - arch - thickness * 0.5, outer, y + 1.5);
    ctx.quadraticCurveTo(side * 20, y - arch + thickness * 0.9, inner, y + 1.5 + thickness);
    ctx.closePath();
    ctx.fill();
  }
}

function drawCheeks(p: Painter, params: AvatarParams): void {
  const { ctx } = p;
  const skin = skinTone(params);
  const strength = params.gender === 'female' ? 0.38 : 0.16;
  for (const side of [-1, 1]) {
    const x = side * 27;
    const y = 25;
    if (p.style === '2.5d') {
      const gradient = ctx.createRadialGradient(x, y, 0, x, y, 13);
      gradient.addColorStop(0, withAlpha(skin.blush, strength));
      gradient.addColorStop(1, withAlpha(skin.blush, 0));
      ctx.fillStyle = gradient;
    } else {
      ctx.fillStyle = withAlpha(skin.blush, strength * 0.7);
    }
    ctx.beginPath();
    ctx.ellipse(x, y, 12, 8, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawAgeLines(p: Painter, params: AvatarParams): void {
  if (params.age !== 'senior') return;
  const { ctx } = p;
  ctx.strokeStyle = withAlpha(skinTone(params).shadow, 0.9);
  ctx.lineWidth = 1.5;
  ctx.lineCap = 'round';
  for (const side of [-1, 1]) {
    // Smile lines from the nose wings towards the mouth corners.
    ctx.beginPath();
    ctx.moveTo(side * 10, 27);
    ctx.quadraticCurveTo(side * 17, 36, side * 15, 45);
    ctx.stroke();
    // Crow's feet.
    ctx.beginPath();
    ctx.moveTo(side * 33, 2);
    ctx.lineTo(side * 37, 0);
    ctx.moveTo(side * 33, 6);
    ctx.lineTo(side * 37, 7);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(-14, -29);
  ctx.quadraticCurveTo(0, -32, 14, -29);
  ctx.stroke();
}

function drawFacialHair(p: Painter, params: AvatarParams, m: FaceMetrics): void {
  const { ctx } = p;
  const hair = params.age === 'senior' ? mix(hairHex(params), '#9a9896', 0.4) : hairHex(params);
  const mouthY = FACE_LANDMARKS.mouthY;
  if (params.facialHair === 'stubble' || params.facialHair === 'beard') {
    const full = params.facialHair === 'beard';
    ctx.beginPath();
    ctx.moveTo(-m.cheekHalf + 1, full ? 6 : 22);
    ctx.bezierCurveTo(-m.cheekHalf + 2, 30, -m.jawHalf - 2, m.jawY, -m.jawHalf + 2, m.jawY + 4);
    ctx.bezierCurveTo(-m.jawHalf + 6, m.chinY + (full ? 10 : 2), m.jawHalf - 6, m.chinY + (full ? 10 : 2), m.jawHalf - 2, m.jawY + 4);
    ctx.bezierCurveTo(m.jawHalf + 2, m.jawY, m.cheekHalf - 2, 30, m.cheekHalf - 1, full ? 6 : 22);
    ctx.bezierCurveTo(m.cheekHalf - 8, full ? 26 : 34, 24, 30, 14, mouthY - 9);
    ctx.quadraticCurveTo(0, mouthY - 12, -14, mouthY - 9);
    ctx.bezierCurveTo(-24, 30, -m.cheekHalf + 8, full ? 26 : 34, -m.cheekHalf + 1, full ? 6 : 22);
    ctx.closePath();
    if (full) {
      ctx.fillStyle = hair;
    } else {
      // Stubble fades in towards the jaw so it never shows a hard edge across the cheeks.
      const fade = ctx.createLinearGradient(0, mouthY - 10, 0, m.chinY);
      fade.addColorStop(0, withAlpha(hair, 0));
      fade.addColorStop(0.4, withAlpha(hair, 0.1));
      fade.addColorStop(1, withAlpha(hair, 0.2));
      ctx.fillStyle = fade;
    }
    ctx.fill();
    if (full) {
      // Keep the lips on skin so the animated mouth stays readable inside the beard.
      ctx.beginPath();
      ctx.ellipse(0, mouthY + 1, 15, 8, 0, 0, Math.PI * 2);
      ctx.fillStyle = skinTone(params).base;
      ctx.fill();
    }
  }
  if (params.facialHair === 'mustache' || params.facialHair === 'beard') {
    ctx.beginPath();
    ctx.moveTo(-17, mouthY - 2);
    ctx.quadraticCurveTo(-12, mouthY - 11, 0, mouthY - 8);
    ctx.quadraticCurveTo(12, mouthY - 11, 17, mouthY - 2);
    ctx.quadraticCurveTo(8, mouthY - 5, 0, mouthY - 4);
    ctx.quadraticCurveTo(-8, mouthY - 5, -17, mouthY - 2);
    ctx.closePath();
    ctx.fillStyle = shade(hair, 0.05);
    ctx.fill();
  }
}

function drawEarrings(p: Painter, params: AvatarParams, m: FaceMetrics): void {
  if (!params.earrings) return;
  const { ctx } = p;
  const gold = params.outfitColors.accent === '#d9d9d9' ? '#d9d9d9' : '#d8b25a';
  for (const side of [-1, 1]) {
    const x = side * (m.cheekHalf - 1);
    ctx.beginPath();
    ctx.arc(x, 27, 4.5, 0, Math.PI * 2);
    ctx.strokeStyle = gold;
    ctx.lineWidth = 1.8;
    ctx.stroke();
    ctx.beginPath();
    circle(ctx, x, 22.5, 1.8);
    ctx.fillStyle = gold;
    ctx.fill();
  }
}

/** Face skin, ears and static features, in figure units around the head centre. */
export function drawHead(p: Painter, params: AvatarParams): void {
  const { ctx } = p;
  const m = faceMetrics(params);
  const skin = skinTone(params);
  drawEars(p, params, m);
  const clearShadow = softShadow(p, 6, 3, 0.18);
  ctx.beginPath();
  facePath(p, m);
  ctx.fillStyle = volumeFill(p, skin.base, -6, 0, 80, 0.08);
  ctx.fill();
  clearShadow();
  if (p.style === '2.5d') {
    // Jaw-side shading gives the face its volume.
    ctx.beginPath();
    facePath(p, m);
    const side = ctx.createLinearGradient(-m.cheekHalf, 0, m.cheekHalf, 0);
    side.addColorStop(0, withAlpha(skin.shadow, 0));
    side.addColorStop(0.75, withAlpha(skin.shadow, 0));
    side.addColorStop(1, withAlpha(skin.shadow, 0.55));
    ctx.fillStyle = side;
    ctx.fill();
  }
  drawCheeks(p, params);
  drawAgeLines(p, params);
  drawNose(p, params);
  drawBrows(p, params);
  drawFacialHair(p, params, m);
  drawEarrings(p, params, m);
}
