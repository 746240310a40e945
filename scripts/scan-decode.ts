/**
 * npm run scan:decode -- <capture-file> [--rules <rules.json>] [--idle-gap <ms>]
 * Prints one JSON object per scan: the token, or {"error":"unrecognised"|"badSwipe"|"incomplete","masked":...}.
 * Malformed lines go to stderr with their line number; the rest is still decoded. Exit 0 when the file
 * could be read, 1 when it could not, 2 for bad arguments or a bad rules file.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseCapture } from '../core/scanner/capture';
import { decodeOutputLine, replayCapture } from '../core/scanner/capture-replay';
import { parseRules } from '../common/scanner/rules';
import type { ClassifyRules } from '../common/scanner/rules';

function fail(code: number, message: string): never {
  process.stderr.write(`scan:decode: ${message}\n`);
  process.exit(code);
}

function parseArguments() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { rules: { type: 'string' }, 'idle-gap': { type: 'string' } },
    });
    if (positionals.length !== 1) throw new Error('expected exactly one capture file');
    const idleGap = values['idle-gap'] === undefined ? undefined : Number(values['idle-gap']);
    if (idleGap !== undefined && !(idleGap > 0))
      throw new Error('--idle-gap must be a positive number of ms');
    return { file: positionals[0] ?? '', rulesFile: values.rules, idleGap };
  } catch (error) {
    return fail(
      2,
      `${(error as Error).message}\nusage: scan-decode <capture-file> [--rules rules.json] [--idle-gap ms]`,
    );
  }
}

function loadRules(file: string | undefined): ClassifyRules | undefined {
  if (file === undefined) return undefined;
  try {
    return parseRules(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    return fail(2, `rules ${file}: ${(error as Error).message}`);
  }
}

const { file, rulesFile, idleGap } = parseArguments();
const rules = loadRules(rulesFile);
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  fail(1, `cannot read ${file}: ${(error as Error).message}`);
}
const capture = parseCapture(text);
for (const problem of capture.problems) process.stderr.write(`${file}:${problem.line}: ${problem.message}\n`);
for (const event of replayCapture(capture, { rules, idleGapMs: idleGap }))
  process.stdout.write(`${decodeOutputLine(event)}\n`);
