import type { User } from '../../../lib/auth/user';
import type { EnhanceUsage } from '../api/enhance';
import { hasPremium, userAfterEnhance } from './usage-after-enhance';

const user = (overrides: Partial<User>) =>
  ({
    subscription_tier: 'free',
    free_uses_remaining: 10,
    monthly_requests_used: 0,
    is_premium: false,
    is_admin: false,
    ...overrides,
  }) as User;

describe('userAfterEnhance', () => {
  it('should take one free use away from a free user', () => {
    expect(userAfterEnhance(user({ free_uses_remaining: 4 })).free_uses_remaining).toBe(3);
    expect(userAfterEnhance(user({ free_uses_remaining: 0 })).free_uses_remaining).toBe(0);
  });

  it("should add one to a Pro user's monthly requests", () => {
    const pro = user({ subscription_tier: 'pro', monthly_requests_used: 41 });
    expect(userAfterEnhance(pro).monthly_requests_used).toBe(42);
    expect(userAfterEnhance(pro).free_uses_remaining).toBe(10);
  });

  it("should prefer the server's counters when the answer carries them", () => {
    const usage = { free_uses_remaining: 2, monthly_requests_used: 0 } as EnhanceUsage;
    expect(userAfterEnhance(user({ free_uses_remaining: 5 }), usage).free_uses_remaining).toBe(2);
  });

  it('should leave a Premium user as they are', () => {
    const premium = user({ subscription_tier: 'premium', is_premium: true });
    expect(userAfterEnhance(premium)).toEqual(premium);
  });
});

describe('hasPremium', () => {
  it('should open Premium features to Premium subscribers and staff only', () => {
    expect(hasPremium(user({}))).toBe(false);
    expect(hasPremium(user({ subscription_tier: 'pro' }))).toBe(false);
    expect(hasPremium(user({ subscription_tier: 'premium', is_premium: true }))).toBe(true);
    expect(hasPremium(user({ is_admin: true }))).toBe(true);
  });
});
