/**
 * `npm test`: the whole suite, in stages. The tasks of a stage run side by side (the machine's
 * two cores are otherwise half idle while a single-threaded check runs), each one's output held
 * and printed whole when it ends, so logs never interleave; a stage with one task streams it.
 * A failed stage stops the run with that task's exit code. `npm test -- --from test:e2e` starts
 * at the stage holding that task.
 */
import { spawn } from 'node:child_process';

const STAGES: string[][] = [
  // Static checks and the unit tests: each mostly single-threaded.
  ['lint', 'typecheck', 'i18n:check', 'test:unit'],
  // The API tests, once, on Node 22 and PostgreSQL 15 (decision 0062), beside the web build the
  // journeys use; the journeys run the server as `npm start` does (Node 20, PostgreSQL 18).
  ['test:compat', 'build:e2e'],
  ['test:e2e'],
  ['test:bundle'],
];

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

function runScript(script: string, stream: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

function banner(text: string) {
  console.log(`\n=== ${text}`);
}

async function main() {
  const fromIndex = process.argv.indexOf('--from');
  const from = fromIndex > -1 ? process.argv[fromIndex + 1] : undefined;
  const first = from ? STAGES.findIndex((stage) => stage.includes(from)) : 0;
  if (first < 0) throw new Error(`--from ${from}: no stage runs that script`);

  const suiteStarted = Date.now();
  const timings: string[] = [];
  for (const stage of STAGES.slice(first)) {
    banner(stage.join(' + '));
    const stream = stage.length === 1;
    const outcomes = await Promise.all(
      stage.map(async (script) => {
        const outcome = await runScript(script, stream);
        if (!stream) {
          banner(`${script} (${outcome.seconds.toFixed(0)} s, exit ${outcome.code})`);
          process.stdout.write(outcome.output);
        }
        return outcome;
      }),
    );
    for (const o of outcomes) timings.push(`${o.script} ${o.seconds.toFixed(0)} s`);
    const failed = outcomes.find((o) => o.code !== 0);
    if (failed) {
      banner(`${failed.script} failed (exit ${failed.code}); later stages not run`);
      process.exit(failed.code);
    }
  }
  banner(`suite passed in ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min: ${timings.join(', ')}`);
}

void main();
