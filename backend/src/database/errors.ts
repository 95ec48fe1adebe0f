/** PostgreSQL's unique_violation (23505), e.g. two sign-ups with one e-mail at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; driverError?: { code?: string } };
  return candidate?.code === '23505' || candidate?.driverError?.code === '23505';
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

/** The database could not be reached (refused, reset, shut down, pool timeout): a 503, not a 500. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const candidate = error as {
    code?: string;
    message?: string;
    driverError?: { code?: string; message?: string };
  };
  const code = candidate?.code ?? candidate?.driverError?.code;
  if (code && UNREACHABLE_CODES.has(code)) return true;
  const message = candidate?.message ?? candidate?.driverError?.message ?? '';
  return /Connection terminated|timeout exceeded when trying to connect|Connection ended/i.test(
    message,
  );
}
