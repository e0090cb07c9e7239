import nodemailer, { type Transporter } from 'nodemailer';
import type { Messenger, OutgoingMessage } from './messenger.ts';

/** Mail through any SMTP server, configured by one URL (smtp://user:pass@host:587, smtps://...). */
export class SmtpMessenger implements Messenger {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.recipient, subject: message.subject, text: message.body });
  }
}
