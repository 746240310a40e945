/**
 * `npm test`: the type check and the lint run beside the test suite, not before it. The suite
 * spends much of its time waiting on processes it started (platforms, cores, Chromium), so the
 * checks fit into its pauses on a two-core machine. The suite's output streams as it runs; each
 * check's output is kept and printed whole once the suite ends, under its name. Fails when any
 * of the three fails. Arguments go on to vitest (`npm test -- test/core`).
 */
import { spawn } from 'node:child_process';

const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
];

function run(command, args, keep) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (keep) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, output }));
    child.on('error', (error) => resolve({ code: 1, signal: null, output: String(error) }));
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const running = checks.map(([name, command, args]) =>
  run(command, args, true).then((result) => ({ name, ...result, at: seconds() })),
);
const suite = await run('npx', ['vitest', 'run', ...process.argv.slice(2)], false);
const suiteAt = seconds();

let failed = suite.code !== 0;
for (const check of await Promise.all(running)) {
  const verdict = check.code === 0 ? 'passed' : `FAILED (exit ${check.code})`;
  console.log(`\n── ${check.name}: ${verdict}, done at ${check.at}`);
  if (check.output.trim()) console.log(check.output.trimEnd());
  if (check.code !== 0) failed = true;
}
console.log(
  `\n── tests: ${suite.code === 0 ? 'passed' : 'FAILED'}, done at ${suiteAt}; all done at ${seconds()}`,
);
process.exit(failed ? 1 : 0);
