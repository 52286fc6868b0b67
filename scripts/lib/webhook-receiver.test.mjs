import { describe, expect, it } from 'vitest';
import { createReceiver } from './webhook-receiver-server.mjs';

describe('the local webhook receiver', () => {
  it('keeps each request with its headers and answers the status its path asks for', async () => {
    const server = createReceiver();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
      const ok = await fetch(`${base}/hooks/shop`, {
        method: 'POST',
        headers: { 'webhook-id': 'msg_1', 'content-type': 'application/json' },
        body: '{"type":"webhook.test"}',
      });
      expect(ok.status).toBe(200);
      const failing = await fetch(`${base}/hooks/down/status/500`, { method: 'POST', body: '{}' });
      expect(failing.status).toBe(500);
      const shop = await (await fetch(`${base}/api/deliveries?hook=shop`)).json();
      expect(shop).toHaveLength(1);
      expect(shop[0]).toMatchObject({
        hook: 'shop',
        answered: 200,
        body: '{"type":"webhook.test"}',
      });
      expect(shop[0].headers['webhook-id']).toBe('msg_1');
      const all = await (await fetch(`${base}/api/deliveries`)).json();
      expect(all.map((entry) => entry.answered)).toEqual([200, 500]);
      await fetch(`${base}/api/deliveries`, { method: 'DELETE' });
      expect(await (await fetch(`${base}/api/deliveries`)).json()).toEqual([]);
    } finally {
      server.close();
    }
  });
});
