import { loadContractChecks } from '../../src/lazy/load-contract-checks';

await loadContractChecks();
