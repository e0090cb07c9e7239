/**
 * The mail/SMS port. Accounts hand a finished, localized message to `send`; which
 * adapter delivers it (dev outbox, SMTP, SMS gateway) is chosen once from configuration.
 */
export type MessageChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** An email address or an 11-digit phone number. */
  recipient: string;
  /** Mail subject; SMS gateways ignore it. */
  subject: string;
  body: string;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
