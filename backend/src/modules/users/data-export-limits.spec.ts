import { ThrottlerStorageService } from '@nestjs/throttler';
import { TooManyRequestsException } from '../../common/throttling/too-many-requests.exception.js';
import {
  DATA_EXPORTS_PER_HOUR,
  DataExportLimits,
  EXPORT_IN_PROGRESS,
} from './data-export-limits.js';

describe('DataExportLimits', () => {
  let storage: ThrottlerStorageService;
  let limits: DataExportLimits;

  beforeEach(() => {
    // The throttler's own in-memory storage, which the app uses when no Redis is configured.
    storage = new ThrottlerStorageService();
    limits = new DataExportLimits(storage);
  });

  afterEach(() => storage.onApplicationShutdown());

  const refusal = async (work: Promise<unknown>) => {
    const error: unknown = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(TooManyRequestsException);
    return error as TooManyRequestsException;
  };

  it('should run one export per account at a time and refuse the next with 429 + Retry-After', async () => {
    let finish!: () => void;
    const first = limits.run(
      'alice',
      () => new Promise<string>((resolve) => (finish = () => resolve('data'))),
    );
    const second = await refusal(limits.run('alice', async () => 'again'));
    expect(second.getResponse()).toEqual({ detail: EXPORT_IN_PROGRESS });
    expect(second.retryAfterSeconds).toBeGreaterThan(0);
    // Another account is not held up.
    await expect(limits.run('bob', async () => 'bob')).resolves.toBe('bob');
    finish();
    await expect(first).resolves.toBe('data');
    await expect(limits.run('alice', async () => 'later')).resolves.toBe('later');
  });

  it('should let an account export its data a limited number of times an hour', async () => {
    for (let export_ = 0; export_ < DATA_EXPORTS_PER_HOUR; export_++) {
      await limits.run('carol', async () => 'data');
    }
    const refused = await refusal(limits.run('carol', async () => 'data'));
    expect(refused.retryAfterSeconds).toBeGreaterThan(60);
    expect((refused.getResponse() as { detail: string }).detail).toMatch(
      /^You have exported your data 10 times in the last hour\. Please wait \d+ minutes and try again\.$/,
    );
    await expect(limits.run('dave', async () => 'data')).resolves.toBe('data');
  });

  it('should free the account when an export fails', async () => {
    await expect(
      limits.run('erin', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    await expect(limits.run('erin', async () => 'data')).resolves.toBe('data');
  });
});
