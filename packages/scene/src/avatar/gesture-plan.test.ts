import { describe, expect, it } from 'vitest';
import { gestureFor, GESTURE_MIN_CLAUSE_MS, planGestures } from './gesture-plan.ts';

describe('gestures of a spoken clause', () => {
  it('waves at greetings, opens the hands at questions, points at places, nods otherwise', () => {
    expect(gestureFor('Hello, and welcome to the Harbor Museum!')).toBe('wave');
    expect(gestureFor('您好，欢迎光临。')).toBe('wave');
    expect(gestureFor('Would you like the audio guide?')).toBe('openHands');
    expect(gestureFor('需要我帮您预订吗？')).toBe('openHands');
    expect(gestureFor('The lantern show is right here, on the second floor.')).toBe('point');
    expect(gestureFor('灯笼展在这里，东翼二楼。')).toBe('point');
    expect(gestureFor('Adult tickets cost €12.50; children under 12 enter free.')).toBe('nod');
    // Whole words only: "this" inside "thistle" is not a place, "hi" inside "history" is not a greeting.
    expect(gestureFor('The thistle garden has a long history.')).toBe('nod');
  });

  it('places one gesture inside the clause, none in a short one', () => {
    expect(planGestures('Hello there!', GESTURE_MIN_CLAUSE_MS - 1)).toEqual([]);
    expect(planGestures('  ', 3000)).toEqual([]);
    const [wave] = planGestures('Hello, and welcome!', 3000);
    expect(wave).toEqual({ type: 'wave', startMs: 300, durationMs: 1600 });
    const [nod] = planGestures('It opens at nine.', 1200);
    expect(nod!.startMs + nod!.durationMs).toBeLessThanOrEqual(1200);
  });
});
