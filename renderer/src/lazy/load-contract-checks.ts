import { CORE_UNREACHABLE, type ErrorValue } from '../../../common/contract/index';
import type * as ContractChecksModule from './contract-checks';

type ContractChecks = typeof ContractChecksModule;

let loading: Promise<ContractChecks> | undefined;
let loaded: ContractChecks | undefined;

/** The contract's schemas, loaded once; a load that failed (the core's files unreachable) is tried again next time. */
export function loadContractChecks(): Promise<ContractChecks> {
  loading ??= import('./contract-checks').then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schemas when already loaded (the idle page loads them after its first usable frame). */
export function loadedContractChecks(): ContractChecks | undefined {
  return loaded;
}

/**
 * An error the core answered, checked against the contract's schema: anything else (or no way to
 * load the schema) reads as the core being unreachable, as an unreadable answer always did.
 */
export async function checkedError(raw: unknown): Promise<ErrorValue> {
  try {
    const parsed = (await loadContractChecks()).ErrorValueSchema.safeParse(raw);
    return parsed.success ? (parsed.data as ErrorValue) : CORE_UNREACHABLE;
  } catch {
    return CORE_UNREACHABLE;
  }
}
