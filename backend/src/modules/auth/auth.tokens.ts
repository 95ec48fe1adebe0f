/** The resolved JWT signing secret (configured or generated), for code that signs other things. */
export const JWT_SECRET = Symbol('JWT_SECRET');
