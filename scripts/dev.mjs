// Development: the API rebuilt and restarted on change (nest --watch) and the SPA on Vite's dev
// server with hot reload (http://localhost:5173, proxying /api to the API on :3000).
import { spawn } from 'node:child_process';

const processes = [
  ['api', ['npx', 'nest', 'start', '--watch', '--preserveWatchOutput']],
  ['web', ['npx', 'vite', '--config', 'frontend/vite.config.ts']],
].map(([name, [command, ...args]]) => {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop();
  });
  return child;
});

function stop() {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
