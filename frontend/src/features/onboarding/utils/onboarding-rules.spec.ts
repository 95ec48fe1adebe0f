import type { User } from '../../../lib/auth/user';
import {
  consentsError,
  destinationAfterOnboarding,
  namesError,
  type Consents,
} from './onboarding-rules';

const allGiven: Consents = {
  gdprConsent: true,
  dataRetentionConsent: true,
  marketingConsent: false,
  analyticsConsent: false,
  termsAccepted: true,
  privacyAccepted: true,
};

const user = (tier: User['subscription_tier']) => ({ subscription_tier: tier }) as User;

describe('onboarding rules', () => {
  it('should require both names, ignoring blanks', () => {
    expect(namesError('Ada', ' ')).toBe('First name and last name are required');
    expect(namesError('', 'Lovelace')).toBe('First name and last name are required');
    expect(namesError('Ada', 'Lovelace')).toBeNull();
  });

  it.each(['gdprConsent', 'dataRetentionConsent', 'termsAccepted', 'privacyAccepted'] as const)(
    'should refuse to finish without %s',
    (key) => {
      expect(consentsError({ ...allGiven, [key]: false })).toBe(
        'You must accept the required terms and privacy policy to continue',
      );
    },
  );

  it('should not need the marketing or analytics consents', () => {
    expect(consentsError(allGiven)).toBeNull();
  });

  it('should send a free user who chose a paid tier to the payment page', () => {
    expect(destinationAfterOnboarding({ user: user('free'), intended_tier: 'premium' })).toBe(
      '/payment?plan=premium&source=onboarding&required=true',
    );
    expect(destinationAfterOnboarding({ user: user('free'), intended_tier: 'pro' })).toBe(
      '/payment?plan=pro&source=onboarding&required=true',
    );
  });

  it('should send everyone else home with onboarding_complete', () => {
    expect(destinationAfterOnboarding({ user: user('free'), intended_tier: null })).toBe(
      '/?onboarding_complete=true',
    );
    expect(destinationAfterOnboarding({ user: user('pro'), intended_tier: 'premium' })).toBe(
      '/?onboarding_complete=true',
    );
  });
});
