// The embedded database's thread when the backend runs from its TypeScript sources (jest, the
// app-process tests): the same swc hooks those runs use compile the worker in this thread.
import { register } from 'node:module';

register('../../../test/support/app-process/hooks.mjs', import.meta.url);
await import('./embedded-postgres-worker.ts');
