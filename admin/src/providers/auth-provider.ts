import type { AuthProvider, UserIdentity } from 'react-admin';
import { api, tokenStore, type ApiSchema } from './http';

type SessionUser = ApiSchema<'UserDto'>;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = Reflect.get(error, 'status');
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'unknown error';
}

async function currentUser(signal?: AbortSignal): Promise<SessionUser> {
  return api.GET('/api/auth/me', { signal });
}

/**
 * A customer's token the console refused. react-admin logs out after a refused check; that must
 * not end the customer's session in the SPA, which shares the token.
 */
let refusedCustomerToken: string | null = null;

/**
 * Staff sign in with the customer credentials; only users with is_admin get in. The console
 * shares the `auth_token` of the SPA, so logging out here logs out there too.
 */
export const authProvider: AuthProvider = {
  supportAbortSignal: true,

  async login({ email, password }: { email: string; password: string }) {
    let session: ApiSchema<'LoginResponseDto'>;
    try {
      session = await api.POST('/api/auth/login', { body: { email, password }, auth: false });
    } catch (error) {
      throw new Error(`Login failed: ${messageOf(error)}`);
    }
    // Refused before the token is stored: a non-admin never gets a console session.
    if (!session.user.is_admin) throw new Error('Access Denied');
    tokenStore.set(session.access_token);
  },

  async logout() {
    const token = tokenStore.get();
    if (token && token === refusedCustomerToken) return;
    tokenStore.clear();
    // End the server session too, without holding up the redirect to the login page.
    if (token) {
      api.POST('/api/auth/logout', { token }).catch(() => undefined);
    }
  },

  async checkAuth({ signal }: { signal?: AbortSignal }) {
    if (!tokenStore.get()) {
      // Not signed in yet: go to the login page without an error notification.
      throw { message: false };
    }
    let user: SessionUser;
    try {
      user = await currentUser(signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (statusOf(error) === 401) tokenStore.clear();
      throw new Error('Authentication check failed');
    }
    if (!user.is_admin) {
      refusedCustomerToken = tokenStore.get();
      throw new Error('Access Denied');
    }
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      tokenStore.clear();
      throw new Error('Authentication check failed');
    }
    if (status === 403) throw new Error('Access Denied');
  },

  async getIdentity(params): Promise<UserIdentity> {
    if (!tokenStore.get()) throw new Error('Not signed in');
    const user = await currentUser(params?.signal);
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
    return { id: user.id, fullName: name || user.email };
  },
};
