import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API server restarted on change (node --watch) and Vite's dev server with hot
 * reload on http://localhost:5173, proxying /api to the server.
 */
const env = { ...process.env, NODE_ENV: 'development' };
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=src/server', '--watch-path=src/shared', '--import', 'tsx', 'src/server/start.ts'],
    {
      stdio: 'inherit',
      env,
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
