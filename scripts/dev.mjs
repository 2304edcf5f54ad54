// `npm run dev`: the API server (reloading on change) and the Vite dev server together.
// Open http://localhost:5173; Vite sends /api and /static to the API server on PORT (8080).
import { spawn } from 'node:child_process';

const processes = [
  ['api', 'npm', ['run', 'dev', '-w', '@mall/server']],
  ['web', 'npm', ['run', 'dev', '-w', '@mall/web']],
].map(([name, command, args]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

function shutdown(code) {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
