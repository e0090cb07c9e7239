import { describe, expect, it } from 'vitest';
import { newBody, PHYSICS, receive, reportOf, speakSeconds, tick } from './body.ts';
import { spotOf } from './layout.ts';

const spots: Record<string, { x: number; y: number }> = { Dock: { x: 0, y: 0 }, Door: { x: 120, y: 0 } };
const place = (point: string) => spots[point] ?? { x: 0, y: 0 };

describe('simulated robot body', () => {
  it('speaks, then walks to the point draining the battery by the distance, then reports arrival there', () => {
    const heard: string[] = [];
    let body = receive(newBody(spots.Dock!, 50, 'Dock'), [
      { type: 'speak', text: 'Hello' },
      { type: 'goto', point: 'Door' },
    ]);
    body = tick(body, 0.5, place, (text) => heard.push(text));
    expect(heard).toEqual(['Hello']);
    expect(body.speaking?.text).toBe('Hello');
    body = tick(body, speakSeconds('Hello'), place);
    expect(body).toMatchObject({ speaking: null, walkingTo: 'Door', position: null });
    expect(reportOf(body)).toEqual({ battery: 50, position: null, arrived: false });
    body = tick(body, 1, place);
    expect(body.at.x).toBeCloseTo(PHYSICS.walkSpeed);
    body = tick(body, 5, place);
    expect(body).toMatchObject({ at: spots.Door, position: 'Door', walkingTo: null });
    expect(body.battery).toBeCloseTo(50 - 120 * PHYSICS.drainPerUnit);
    expect(reportOf(body)).toEqual({ battery: Math.floor(50 - 120 * PHYSICS.drainPerUnit), position: 'Door', arrived: true });
  });

  it('charges on the charger up to 100 and stops charging when told to go', () => {
    let body = receive(newBody(spots.Dock!, 90, 'Dock'), [{ type: 'charge' }]);
    body = tick(body, 1, place);
    expect(body.battery).toBeCloseTo(90 + PHYSICS.chargePerS);
    body = tick(body, 100, place);
    expect(body.battery).toBe(100);
    body = tick(receive(body, [{ type: 'goto', point: 'Door' }]), 0.1, place);
    expect(body.charging).toBe(false);
  });

  it('ignores a lone wait, and a new batch replaces the walk (pause stops it where it is)', () => {
    const walking = tick(receive(newBody(spots.Dock!, 80, 'Dock'), [{ type: 'goto', point: 'Door' }]), 1, place);
    expect(receive(walking, [{ type: 'wait' }])).toBe(walking);
    const stopped = tick(receive(walking, [{ type: 'pause' }]), 1, place);
    expect(stopped).toMatchObject({ walkingTo: null, position: null, at: walking.at });
    expect(reportOf(stopped).arrived).toBe(true);
  });

  it('cannot walk on a flat battery', () => {
    const flat = tick(receive(newBody(spots.Dock!, 1, 'Dock'), [{ type: 'goto', point: 'Door' }]), 10, place);
    expect(flat.battery).toBe(0);
    expect(flat.walkingTo).toBe('Door');
    expect(tick(flat, 10, place).at).toEqual(flat.at);
  });
});

describe('simulator map layout', () => {
  it('puts the charging point in the middle and every other point at a stable spot inside the map', () => {
    expect(spotOf('Dock', 'Dock')).toEqual({ x: 300, y: 180 });
    expect(spotOf('Desk', 'Dock')).toEqual(spotOf('Desk', null));
    for (const name of ['Door', 'Desk', '大厅', 'Exit 3']) {
      const spot = spotOf(name, 'Dock');
      expect(spot.x).toBeGreaterThan(0);
      expect(spot.x).toBeLessThan(600);
      expect(spot.y).toBeGreaterThan(0);
      expect(spot.y).toBeLessThan(360);
    }
    expect(spotOf('Door', null)).not.toEqual(spotOf('Desk', null));
  });
});
