// oidc-provider ships no types; the tests use only its constructor and callback().
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
