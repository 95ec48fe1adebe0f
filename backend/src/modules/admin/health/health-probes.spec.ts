import { probe, worst } from './health-probes.js';

describe('health probes', () => {
  it('should report a check that answers as it says, with its time in seconds', async () => {
    const result = await probe('database', async () => ({ status: 'healthy', message: 'up' }));
    expect(result).toEqual({
      service: 'database',
      status: 'healthy',
      message: 'up',
      response_time: expect.any(Number),
    });
    expect(result.response_time).toBeLessThan(1);
  });

  it('should turn a failing check into critical with its reason', async () => {
    const result = await probe('redis', async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    });
    expect(result).toMatchObject({
      status: 'critical',
      message: 'connect ECONNREFUSED 127.0.0.1:6379',
    });
  });

  it('should band the whole system by its worst check', () => {
    expect(worst(['healthy', 'healthy'])).toBe('healthy');
    expect(worst(['healthy', 'warning'])).toBe('warning');
    expect(worst(['warning', 'critical', 'healthy'])).toBe('critical');
  });
});
