import type { ESLint } from 'eslint';

export declare const LAYERS: Record<string, unknown>;
export declare function partOf(file: string): string | undefined;
export declare function importProblem(part: string, file: string, source: string): string | undefined;
export declare const layers: ESLint.Plugin;
