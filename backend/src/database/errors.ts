/** PostgreSQL's unique_violation (23505), e.g. two sign-ups with one e-mail at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; driverError?: { code?: string } };
  return candidate?.code === '23505' || candidate?.driverError?.code === '23505';
}
