/**
 * The bill rules' figures and closed lists as plain values, free of zod: rules.ts makes its schema
 * from them, and the renderer's first chunk (the bill dialog) takes them without the schema.
 */

/** 100 % in basis points. */
export const WHOLE_BASIS_POINTS = 10_000;

/** Which way an award's remainder goes. */
export const ROUNDING_MODES = ['down', 'halfUp', 'up'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** To what an award is rounded: a hundredth (kopeck) or a whole unit (rouble). */
export const ROUNDING_STEPS = ['cent', 'whole'] as const;
export type RoundingStep = (typeof ROUNDING_STEPS)[number];
