import type { Config } from '../../../kernel/config.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import { DevOutbox } from './dev-outbox.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { HttpSmsMessenger } from './sms-http.ts';
import { SmtpMessenger } from './smtp.ts';

export type { Messenger, OutgoingMessage, MessageChannel } from './messenger.ts';
export { DevOutbox } from './dev-outbox.ts';

/** Sends each channel through its configured adapter; unconfigured channels go to the outbox. */
export class ChannelRouter implements Messenger {
  constructor(
    private readonly email: Messenger,
    private readonly sms: Messenger,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return message.channel === 'email' ? this.email.send(message) : this.sms.send(message);
  }
}

export interface MailServices {
  messenger: Messenger;
  outbox: DevOutbox;
}

export function createMailServices(config: Config, db: AppDb): MailServices {
  const outbox = new DevOutbox(db);
  const email = config.smtpUrl ? new SmtpMessenger(config.smtpUrl, config.mailFrom) : outbox;
  const sms = config.smsUrl ? new HttpSmsMessenger(config.smsUrl) : outbox;
  return { messenger: new ChannelRouter(email, sms), outbox };
}
