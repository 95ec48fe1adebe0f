// `node --import ./test/support/app-process/register.mjs backend/src/main.ts`
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
