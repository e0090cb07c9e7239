import type { ChargeRule } from './types.ts';

/** Error-catalogue keys of an invalid charge setting. */
export type ChargeRuleProblem = 'robotThresholdRange' | 'robotThresholdOrder' | 'robotChargingPointRequired';

/**
 * Both thresholds are whole percentages 1..100 and the low one is below the working one (otherwise
 * charging would end below the level that starts it, and the robot would never work again).
 */
export function chargeRuleProblem(rule: ChargeRule): ChargeRuleProblem | null {
  const inRange = (value: number) => Number.isInteger(value) && value >= 1 && value <= 100;
  if (!inRange(rule.lowBattery) || !inRange(rule.workingBattery)) return 'robotThresholdRange';
  if (rule.lowBattery >= rule.workingBattery) return 'robotThresholdOrder';
  if (!rule.chargingPoint.trim()) return 'robotChargingPointRequired';
  return null;
}
