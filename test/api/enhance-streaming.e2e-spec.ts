import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AiService } from '../../backend/src/modules/ai/ai.service.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { FREE_LIMIT, parseSse, TEXT, useEnhanceApp } from '../support/enhance.js';

describe('POST /api/ai/enhance: streaming', () => {
  const fixture = useEnhanceApp();
  const { enhance, account, setPlan } = fixture;

  describe('streaming', () => {
    it('should send deltas, then the full answer, and charge once', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const response = await enhance(token, {
        text: `${TEXT} Please send your comments before Friday.`,
        emotion_tone: 'friendly',
        stream: true,
      }).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      const events = parseSse(response.text);
      const deltas = events.filter((event) => event.event === 'delta');
      expect(deltas.length).toBeGreaterThan(1);
      expect(events.map((event) => event.event)).toEqual([...deltas.map(() => 'delta'), 'result']);
      const result = events[events.length - 1].data;
      expect(deltas.map((event) => event.data.text).join('')).toBe(result.enhanced_text);
      expect(result).toMatchObject({
        quality_score: expect.any(Number),
        history_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        usage: { free_uses_remaining: 9 },
      });
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 9,
        total_requests: 1,
        history: 1,
      });
    });

    it('should answer 402 as JSON, without opening a stream, when the quota is spent', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      await setPlan(email, 'free_uses_remaining = 0');
      const response = await enhance(token, { text: TEXT, stream: true }).expect(402);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.detail).toBe(FREE_LIMIT);
    });

    it('should answer validation errors as JSON', async () => {
      const { token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const response = await enhance(token, { text: 'short', stream: true }).expect(400);
      expect(response.body.detail).toBe('Please enter at least 10 characters to enhance');
    });

    it('should charge and record the rewrite when the person leaves after its first words, before the result', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const ai = fixture.testApp.app.get(AiService);
      const original = ai.rewriteStream.bind(ai);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let ended!: () => void;
      const generatorEnded = new Promise<void>((resolve) => (ended = resolve));
      // The result is held back until the person has hung up.
      jest.spyOn(ai, 'rewriteStream').mockImplementationOnce(async function* (rewrite) {
        try {
          for await (const event of original(rewrite)) {
            if (event.type === 'result') await held;
            yield event;
          }
        } finally {
          ended();
        }
      });
      if (!fixture.testApp.server.listening) {
        await new Promise<void>((resolve) =>
          fixture.testApp.server.listen(0, '127.0.0.1', resolve),
        );
      }
      const { port } = fixture.testApp.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const call = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/ai/enhance',
            headers: { 'content-type': 'application/json', ...bearer(token) },
          },
          (response) => {
            expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
            response.once('data', () => {
              call.destroy();
              resolve();
            });
          },
        );
        call.on('error', (error) => (call.destroyed ? undefined : reject(error)));
        call.end(JSON.stringify({ text: TEXT, stream: true }));
      });
      release();
      await generatorEnded;
      // Text sent is a delivered result: the rewrite ran to its result and was charged with it.
      for (let attempt = 0; attempt < 200 && (await account(email)).history === 0; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 9,
        total_requests: 1,
        history: 1,
      });
    });

    it('should send an error event and keep the use (no history entry) when the rewrite fails after its words were sent', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const ai = fixture.testApp.app.get(AiService);
      const original = ai.rewriteStream.bind(ai);
      jest.spyOn(ai, 'rewriteStream').mockImplementationOnce(async function* (request) {
        for await (const event of original(request)) {
          if (event.type === 'result') throw new Error('model provider went away');
          yield event;
        }
      });
      const response = await enhance(token, { text: TEXT, stream: true }).expect(200);
      const events = parseSse(response.text);
      expect(events[events.length - 1]).toEqual({
        event: 'error',
        data: { detail: 'Failed to enhance text. Please try again.', status: 500 },
      });
      expect(events.filter((event) => event.event === 'result')).toEqual([]);
      expect(events.some((event) => event.event === 'delta')).toBe(true);
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 9,
        total_requests: 1,
        history: 0,
      });
    });
  });
});
