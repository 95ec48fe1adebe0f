import { parsePaymentReturn, withoutPaymentKeys } from './return-query';

const parse = (query: string) => parsePaymentReturn(new URLSearchParams(query));

describe('payment return query', () => {
  it('should read each return the spec lists', () => {
    expect(parse('upgrade=success&plan=premium&session_id=cs_1')).toEqual({
      kind: 'upgrade',
      plan: 'premium',
      sessionId: 'cs_1',
    });
    expect(parse('upgrade=cancelled')).toEqual({ kind: 'checkout-cancelled' });
    expect(parse('payment_success=true&plan=pro')).toEqual({
      kind: 'payment-success',
      plan: 'pro',
    });
    expect(parse('success=subscription')).toEqual({ kind: 'subscription-success' });
  });

  it('should ignore an upgrade without a real plan and unrelated queries', () => {
    expect(parse('upgrade=success&plan=gold')).toBeNull();
    expect(parse('login=true')).toBeNull();
  });

  it('should keep the other keys when cleaning the URL', () => {
    expect(withoutPaymentKeys(new URLSearchParams('upgrade=success&plan=pro&login=true'))).toBe(
      'login=true',
    );
  });
});
