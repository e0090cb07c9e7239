/** Arms and hands for the half-body framing, posed per frame (rest, wave, point, open hands). */
import { shade } from '../color.ts';
import { bodyMetrics } from './figure.ts';
import type { ArmPose, ArmPoses, HandShape } from './motion.ts';
import type { Painter } from './paint.ts';
import { skinTone, type AvatarParams } from './params.ts';

const UPPER_LENGTH = 118;
const FOREARM_LENGTH = 100;

function sleeveColors(params: AvatarParams): { upper: string; lower: string; bareForearm: boolean } {
  const { main } = params.outfitColors;
  const short = params.outfit === 'polo';
  return { upper: main, lower: short ? skinTone(params).base : main, bareForearm: short };
}

function segment(p: Painter, x0: number, y0: number, x1: number, y1: number, width: number, color: string): void {
  const { ctx } = p;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  // A slightly darker, wider stroke underneath gives the limb a clean edge against the torso.
  ctx.strokeStyle = shade(color, 0.22);
  ctx.lineWidth = width + 2.5;
  ctx.stroke();
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** Hand in local coordinates: wrist at the origin, fingers towards +y. */
function drawHand(p: Painter, shape: HandShape, skin: string, mirrorX: number): void {
  const { ctx } = p;
  const dark = shade(skin, 0.2);
  ctx.fillStyle = skin;
  ctx.strokeStyle = dark;
  ctx.lineWidth = 1.2;
  ctx.lineCap = 'round';
  if (shape === 'rest') {
    ctx.beginPath();
    ctx.ellipse(0, 10, 11, 12, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    return;
  }
  if (shape === 'point') {
    ctx.beginPath();
    ctx.ellipse(0, 10, 10.5, 11, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-3 * mirrorX, 16);
    ctx.lineTo(-3 * mirrorX, 36);
    ctx.strokeStyle = dark;
    ctx.lineWidth = 7.2;
    ctx.stroke();
    ctx.strokeStyle = skin;
    ctx.lineWidth = 5.2;
    ctx.stroke();
    return;
  }
  // Open palm with spread fingers and a thumb.
  ctx.beginPath();
  ctx.ellipse(0, 11, 11, 11.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  const fingers: [number, number, number][] = [
    [-7.5, 30, -0.18],
    [-2.5, 34, -0.06],
    [2.5, 33, 0.06],
    [7.5, 29, 0.2],
  ];
  for (const [x, length, spread] of fingers) {
    const tipX = x + Math.sin(spread) * (length - 16);
    ctx.beginPath();
    ctx.moveTo(x, 16);
    ctx.lineTo(tipX, length);
    ctx.strokeStyle = dark;
    ctx.lineWidth = 5.8;
    ctx.stroke();
    ctx.strokeStyle = skin;
    ctx.lineWidth = 4.2;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(9 * mirrorX, 8);
  ctx.lineTo(18 * mirrorX, 18);
  ctx.strokeStyle = dark;
  ctx.lineWidth = 6.4;
  ctx.stroke();
  ctx.strokeStyle = skin;
  ctx.lineWidth = 4.8;
  ctx.stroke();
}

function drawArm(p: Painter, params: AvatarParams, pose: ArmPose, side: -1 | 1, dy: number): void {
  const b = bodyMetrics(params);
  const colors = sleeveColors(params);
  const skin = skinTone(params).base;
  const sx = side * (b.shoulderHalf - 22);
  const sy = b.shoulderY + 12 + dy;
  const ex = sx + side * Math.sin(pose.upper) * UPPER_LENGTH;
  const ey = sy + Math.cos(pose.upper) * UPPER_LENGTH;
  const reach = FOREARM_LENGTH * pose.forearmScale;
  const wx = ex + side * Math.sin(pose.forearm) * reach;
  const wy = ey + Math.cos(pose.forearm) * reach;
  const female = params.gender === 'female';
  segment(p, sx, sy, ex, ey, female ? 34 : 40, colors.upper);
  segment(p, ex, ey, wx, wy, colors.bareForearm ? (female ? 24 : 28) : female ? 28 : 33, colors.lower);
  const { ctx } = p;
  ctx.save();
  ctx.translate(wx, wy);
  // Local +y follows the forearm direction.
  ctx.rotate(-side * pose.forearm);
  drawHand(p, pose.hand, skin, side);
  ctx.restore();
}

export function drawArms(p: Painter, params: AvatarParams, poses: ArmPoses, dy: number): void {
  // The resting hands meet in front of the body; draw the one further back first.
  drawArm(p, params, poses.left, -1, dy);
  drawArm(p, params, poses.right, 1, dy);
}
