import { parseAuthQuery, withoutHandledKeys } from './auth-query';

const parse = (query: string) => parseAuthQuery(new URLSearchParams(query));

describe('parseAuthQuery', () => {
  it.each(['login=true', 'showLogin=true', 'modal=login'])('should open login for ?%s', (query) => {
    expect(parse(query).open).toBe('login');
  });

  it.each(['modal=register', 'modal=trial', 'trial=true'])(
    'should open sign-up for ?%s',
    (query) => {
      expect(parse(query).open).toBe('register');
    },
  );

  it('should preselect a known tier and ignore an unknown one', () => {
    expect(parse('modal=register&tier=premium').tier).toBe('premium');
    expect(parse('modal=register&tier=gold').tier).toBeNull();
  });

  it('should open login with the error Google sign-in came back with', () => {
    const query = parse('login=true&auth_error=Google%20sign-in%20was%20cancelled');
    expect(query.open).toBe('login');
    expect(query.error).toBe('Google sign-in was cancelled');
  });

  it('should take a token, and know when it came from the extension', () => {
    expect(parse('token=abc')).toMatchObject({ token: 'abc', fromExtension: false, open: null });
    expect(parse('token=abc&source=extension').fromExtension).toBe(true);
  });

  it('should read verified and onboarding_complete', () => {
    expect(parse('verified=true').verified).toBe(true);
    expect(parse('onboarding_complete=true').onboardingComplete).toBe(true);
    expect(parse('').handledKeys).toEqual([]);
  });

  it("should remove only the keys it handled from the URL, keeping other features' keys", () => {
    const params = new URLSearchParams('token=abc&source=extension&upgrade=success&plan=pro');
    const rest = withoutHandledKeys(params, parseAuthQuery(params).handledKeys);
    expect(rest.toString()).toBe('upgrade=success&plan=pro');
  });
});
