import { DeviceAnswer, ROBOT_PATHS, VIDEO_PATHS, type StatusReport } from '@orator/shared';
import { currentSessionHeaders } from '../../../lib/api/http.ts';

/** The robot's own API token was refused (wrong, or replaced by a new one). */
export class TokenRefused extends Error {}

/**
 * The device API as the robot calls it: its API token as a Bearer token, no user session (so a
 * refused robot token never logs the owner out of the app).
 */
export async function sendReport(token: string, report: StatusReport, signal?: AbortSignal): Promise<DeviceAnswer> {
  const response = await fetch(ROBOT_PATHS.deviceReport, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    signal,
  });
  if (response.status === 401) throw new TokenRefused();
  const envelope = (await response.json()) as { code: number; message: string; data: unknown };
  if (!response.ok || envelope.code !== 200) throw new Error(envelope.message);
  return DeviceAnswer.parse(envelope.data);
}

/** What the robot says, as the speech preview renders it (the owner's session pays for synthesis). */
export async function synthesize(text: string): Promise<ArrayBuffer> {
  const query = new URLSearchParams({ audioType: 'mp3', speaker: 'espeak:auto:female', text, speed: '1', volume: '1.0', rate: '16000' });
  const response = await fetch(`${VIDEO_PATHS.ttsSynthesis}?${query.toString()}`, { headers: currentSessionHeaders() });
  if (!response.ok) throw new Error(`speech ${response.status}`);
  return response.arrayBuffer();
}
