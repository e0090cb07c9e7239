/**
 * The simulator acts as the robot, so it needs the robot's API token. The token is shown once; when
 * the owner opens the simulator from that dialog it is kept for this tab only (sessionStorage).
 */
const key = (robotId: string) => `orator.robotToken.${robotId}`;

export function rememberToken(robotId: string, token: string): void {
  sessionStorage.setItem(key(robotId), token);
}

export function rememberedToken(robotId: string): string | null {
  return sessionStorage.getItem(key(robotId));
}
