import { describe, expect, it } from 'vitest';
import { ChannelRouter } from './index.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { HttpSmsMessenger } from './sms-http.ts';

class Recorder implements Messenger {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
  }
}

const sms: OutgoingMessage = { channel: 'sms', recipient: '13800138000', subject: 'Code', body: 'Your code is 123456' };

describe('mail and SMS adapters', () => {
  it('routes each channel to its own adapter', async () => {
    const email = new Recorder();
    const phone = new Recorder();
    const router = new ChannelRouter(email, phone);
    await router.send(sms);
    await router.send({ ...sms, channel: 'email', recipient: 'a@b.cn' });
    expect(phone.sent.map((m) => m.recipient)).toEqual(['13800138000']);
    expect(email.sent.map((m) => m.recipient)).toEqual(['a@b.cn']);
  });

  it('posts { phone, text } as JSON to the SMS gateway and fails on an error status', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const gateway = new HttpSmsMessenger('http://sms.local/send', fakeFetch);
    await gateway.send(sms);
    expect(requests[0]?.url).toBe('http://sms.local/send');
    expect(requests[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ phone: '13800138000', text: 'Your code is 123456' });
    status = 502;
    await expect(gateway.send(sms)).rejects.toThrow('SMS gateway answered 502');
  });
});
