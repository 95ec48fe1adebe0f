import request from 'supertest';
import { describeWithRedis } from '../support/redis.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

async function hitUntilThrottled(apps: TestApp[], calls: number) {
  const statuses: number[] = [];
  let throttled: request.Response | undefined;
  for (let index = 0; index < calls; index++) {
    const response = await request(apps[index % apps.length].server).get('/api/plans');
    statuses.push(response.status);
    if (response.status === 429) throttled ??= response;
  }
  return { statuses, throttled };
}

describe('throttling', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: { THROTTLE_LIMIT: '5', REDIS_URL: undefined } });
  });
  afterAll(() => testApp?.close());

  it('should answer 429 with a JSON detail past the limit (in memory)', async () => {
    const { statuses, throttled } = await hitUntilThrottled([testApp], 7);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(throttled!.body).toMatchObject({ status: 429 });
    expect(throttled!.body.detail).toMatch(
      /^Too many requests - please wait \d+ seconds? and try again\.$/,
    );
    expect(throttled!.headers['retry-after']).toBeDefined();
  });
});

describeWithRedis('throttling across instances on Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ env: { THROTTLE_LIMIT: '6' } });
    second = await startTestApp({ shareWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('should share one limit between two app instances', async () => {
    const { statuses } = await hitUntilThrottled([first, second], 8);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
