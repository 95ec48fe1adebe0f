/** Redis for tests: REDIS_URL (CI sets it). Without it the Redis variants are skipped, loudly. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

export const describeWithRedis: jest.Describe = testRedisUrl
  ? describe
  : (((name: string) => {
      describe(name, () => {
        it.skip(`needs REDIS_URL (not set): ${name}`, () => undefined);
      });
    }) as unknown as jest.Describe);
