import type { User } from '../auth/user';
import type { PlansResponse } from './get-plans';
import { usageOf } from './usage';

const user = (overrides: Partial<User>) =>
  ({
    subscription_tier: 'free',
    free_uses_remaining: 10,
    monthly_requests_used: 0,
    ...overrides,
  }) as User;

describe('usageOf', () => {
  it('should count the free uses left', () => {
    expect(usageOf(user({ free_uses_remaining: 7 })).short).toBe('7 free uses left');
    expect(usageOf(user({ free_uses_remaining: 1 })).short).toBe('1 free use left');
    expect(usageOf(user({ free_uses_remaining: 7 })).percentUsed).toBeCloseTo(30);
  });

  it("should show a Pro user's monthly usage against the catalogue's quota", () => {
    const plans = { plans: [{ id: 'pro', quota: 600 }] } as PlansResponse;
    expect(usageOf(user({ subscription_tier: 'pro', monthly_requests_used: 12 })).short).toBe(
      '12 of 500 this month',
    );
    expect(
      usageOf(user({ subscription_tier: 'pro', monthly_requests_used: 12 }), plans).short,
    ).toBe('12 of 600 this month');
  });

  it('should show staff as unlimited, whatever their tier and counters', () => {
    const usage = usageOf(user({ is_admin: true, free_uses_remaining: 10 }));
    expect(usage).toMatchObject({ kind: 'staff', short: 'Staff · unlimited', percentUsed: null });
  });

  it('should show a badge for Premium, which has no limit', () => {
    const usage = usageOf(user({ subscription_tier: 'premium' }));
    expect(usage.short).toBe('Premium');
    expect(usage.percentUsed).toBeNull();
  });

  it("should give a phone's header a counter short enough for the narrowest bar", () => {
    const atLimit = usageOf(user({ subscription_tier: 'pro', monthly_requests_used: 500 }));
    expect(atLimit.compact).toBe('500/500');
    expect(atLimit.long).toBe('500 of 500 enhancements used this month');
    expect(usageOf(user({ free_uses_remaining: 3 })).compact).toBe('3 left');
    expect(usageOf(user({ is_admin: true })).compact).toBe('Staff');
  });
});
