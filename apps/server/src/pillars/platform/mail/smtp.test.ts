import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMessenger } from './smtp.ts';

/** Just enough SMTP to accept one plain-text mail and keep what was said. */
function fakeSmtpServer(received: string[]): net.Server {
  return net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (!inData && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        received.push(line);
        if (/^EHLO/i.test(line)) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('SMTP adapter', () => {
  const received: string[] = [];
  const server = fakeSmtpServer(received);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the code mail to the SMTP server named by SMTP_URL', async () => {
    const messenger = new SmtpMessenger(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Orator <no-reply@orator.local>');
    await messenger.send({
      channel: 'email',
      recipient: 'jane@example.com',
      subject: 'Your code: 123456',
      body: 'Your verification code is 123456.',
    });
    const transcript = received.join('\n');
    expect(transcript).toContain('MAIL FROM:<no-reply@orator.local>');
    expect(transcript).toContain('RCPT TO:<jane@example.com>');
    expect(transcript).toContain('Subject: Your code: 123456');
    expect(transcript).toContain('Your verification code is 123456.');
  });
});
