/** The spec's strength labels, weakest first. */
export const STRENGTH_LABELS = ['very-weak', 'weak', 'fair', 'good', 'strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordRequirement {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit';
  label: string;
  met: boolean;
}

export interface PasswordStrength {
  /** The four required lines, in the order they are shown. */
  requirements: PasswordRequirement[];
  /** A special character adds strength but is not required. */
  hasSpecial: boolean;
  /** 0 to 5: one point per requirement met, one for a special character. */
  score: number;
  label: StrengthLabel;
  /** All four requirements met: the password may be sent. */
  acceptable: boolean;
}

export function passwordStrength(password: string): PasswordStrength {
  const requirements: PasswordRequirement[] = [
    {
      id: 'length',
      label: `At least ${MIN_PASSWORD_LENGTH} characters`,
      met: password.length >= MIN_PASSWORD_LENGTH,
    },
    { id: 'uppercase', label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { id: 'lowercase', label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { id: 'digit', label: 'A digit', met: /\d/.test(password) },
  ];
  const hasSpecial = /[^A-Za-z0-9]/.test(password);
  const score = requirements.filter((rule) => rule.met).length + (hasSpecial ? 1 : 0);
  return {
    requirements,
    hasSpecial,
    score,
    label: STRENGTH_LABELS[Math.max(0, score - 1)],
    acceptable: requirements.every((rule) => rule.met),
  };
}

/** How the label reads on screen. */
export const STRENGTH_TEXT: Record<StrengthLabel, string> = {
  'very-weak': 'Very weak',
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};
