/**
 * The contract's schemas the page checks with: zod and the contract's schemas, kept out of the
 * page's first chunk (issue 27). Loaded by load-contract-checks.ts only, on first need or when the
 * page is idle after its first usable frame.
 */
export { CorrectionInputSchema, ErrorValueSchema } from '../../../common/contract/index';
