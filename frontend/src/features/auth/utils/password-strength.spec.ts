import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('should call an empty password very weak and not acceptable', () => {
    const result = passwordStrength('');
    expect(result.label).toBe('very-weak');
    expect(result.score).toBe(0);
    expect(result.acceptable).toBe(false);
    expect(result.requirements.map((rule) => rule.met)).toEqual([false, false, false, false]);
  });

  it('should show four requirement lines: length, uppercase, lowercase, digit', () => {
    expect(passwordStrength('x').requirements.map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'digit',
    ]);
  });

  it.each([
    ['a', 'very-weak'],
    ['aB', 'weak'],
    ['aB3', 'fair'],
    ['abcdefB3', 'good'],
    ['abcdeB3!', 'strong'],
  ])('should rate %j as %s', (password, label) => {
    expect(passwordStrength(password).label).toBe(label);
  });

  it('should accept a password with all four requirements and no special character', () => {
    const result = passwordStrength('Correct9horse');
    expect(result.acceptable).toBe(true);
    expect(result.hasSpecial).toBe(false);
  });

  it('should refuse a long password without a digit, however many special characters', () => {
    const result = passwordStrength('Correct-horse-battery!');
    expect(result.hasSpecial).toBe(true);
    expect(result.acceptable).toBe(false);
  });

  it('should need eight characters, not seven', () => {
    expect(passwordStrength('Abcde12').acceptable).toBe(false);
    expect(passwordStrength('Abcde123').acceptable).toBe(true);
  });
});
