/** The room's runtime texts (spec §4 conversation states: queued, asleep, idle disconnect). */
export const en = {
  queued: 'You are in line',
  queuedPosition: 'Position {{position}}. The conversation starts as soon as a place is free.',
  asleep: 'Sleeping — say or type the wake word “{{word}}”',
  asleepAnyWord: 'Sleeping — say or type anything to wake it',
  idle: 'Disconnected after inactivity.',
  reconnect: 'Reconnect',
  cleared: 'The conversation was cleared after a quiet while.',
  state: { queued: 'Queued', asleep: 'Asleep', interrupted: 'Reply cut off', idle: 'Disconnected' },
};
