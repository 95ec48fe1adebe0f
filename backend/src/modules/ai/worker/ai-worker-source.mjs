// The pool's worker when the backend runs from its TypeScript sources (jest, the app-process
// tests): the same swc hooks those runs use compile the worker and the engine in this thread.
import { register } from 'node:module';

register('../../../../../test/support/app-process/hooks.mjs', import.meta.url);
const { default: runInWorker } = await import('./ai-worker.ts');

export default runInWorker;
