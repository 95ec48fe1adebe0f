// npm run check: the generated API contract is current, and every TypeScript project compiles.
// Two at a time (CI has 2 cores); each command's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const COMMANDS = [
  ['node', 'scripts/api/generate.mjs', '--check'],
  ['npx', 'tsc', '-p', 'tsconfig.check.json'],
  ['npx', 'tsc', '-p', 'frontend/tsconfig.json'],
  ['npx', 'tsc', '-p', 'frontend/tsconfig.spec.json'],
  ['npx', 'tsc', '-p', 'admin/tsconfig.json'],
  ['npx', 'tsc', '-p', 'extension/tsconfig.json'],
  ['npx', 'tsc', '-p', 'extension/tsconfig.spec.json'],
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const line = [command, ...args].join(' ');
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${line}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...COMMANDS];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    while (queue.length > 0) results.push(await run(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
