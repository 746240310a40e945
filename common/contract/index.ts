/**
 * The one list of what the UI may ask of the terminal core, and of what the core pushes back.
 * Both hosts (Electron IPC and the loopback HTTP host) parse every input and output through
 * these schemas in one place (core/hosts/dispatch.ts). The renderer imports this file too,
 * so it holds only zod schemas: no Node modules, nothing with side effects.
 *
 * Money crosses the contract as integer hundredths (`Cents`, fields named `...Cents`), in both
 * directions: only the platform client converts to and from the platform's JSON numbers, and
 * the renderer reads and writes text through the one money module (common/platform/money.ts).
 */
export type { Hall, Table } from '../platform/schemas/workload';
export * from './commands';
export * from './consent';
export * from './control';
export * from './corrections';
export * from './display';
export * from './display-placement';
export * from './error-details';
export * from './errors';
export * from './error-values';
export * from './events';
export * from './guards';
export * from './names';
export * from './printer';
export * from './new-guest';
export * from './scan';
export * from './settings';
export * from './shapes';
export * from './shifts';
export * from './staff';
export * from './table-scheme';
export * from './updates';
export * from './views';
