import { initialChoice, upgradeOptions } from './upgrade-options';

describe('upgrade options', () => {
  it('should offer only the plans above the current one', () => {
    expect(upgradeOptions('free')).toEqual(['pro', 'premium']);
    expect(upgradeOptions('pro')).toEqual(['premium']);
    expect(upgradeOptions('premium')).toEqual([]);
  });

  it('should start on the plan asked for, Premium for a Premium feature, else the next one', () => {
    expect(initialChoice(['pro', 'premium'], 'premium', false)).toBe('premium');
    expect(initialChoice(['premium'], 'pro', false)).toBe('premium');
    expect(initialChoice(['pro', 'premium'], undefined, true)).toBe('premium');
    expect(initialChoice(['pro', 'premium'], undefined, false)).toBe('pro');
    expect(initialChoice([], undefined, false)).toBeNull();
  });
});
