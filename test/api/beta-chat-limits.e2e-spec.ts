import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { COMMAND_CONTEXT } from '../support/beta-chat.js';

describe('AI Chat and command chat throttled per account', () => {
  const app = useTestApp({
    BETA_CHAT_USER_LIMIT_PER_MINUTE: '3',
    BETA_COMMAND_CHAT_USER_LIMIT_PER_MINUTE: '3',
  });

  it.each([
    [
      'AI Chat',
      '/api/beta/chat',
      { message: 'Ideas for our spring bakery opening', chat_mode: 'brainstorm' },
    ],
    ['command chat', '/api/beta/ai-chat', { message: 'more intense', context: COMMAND_CONTEXT }],
  ])(
    '%s: should answer 429 past the per-minute limit, for that account only',
    async (_chat, route, body) => {
      const busy = await onboardedUser(app.testApp, app.inbox);
      const calm = await onboardedUser(app.testApp, app.inbox);
      const send = (token: string) => app.api().post(route).set(bearer(token)).send(body);
      const statuses: number[] = [];
      let detail = '';
      for (let index = 0; index < 5; index++) {
        const response = await send(busy.token);
        statuses.push(response.status);
        if (response.status === 429) detail = response.body.detail;
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(detail).toMatch(
        /^Rate limit exceeded - please wait \d+ seconds? before chatting again\.$/,
      );
      expect((await send(calm.token)).status).toBe(200);
    },
  );
});
