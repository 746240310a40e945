import type { UpdateProblem } from '../../common/contract/index';

/** A check or a download that failed in a way the status names (feed unreachable, unreadable, bad checksum...). */
export class UpdateFailure extends Error {
  constructor(
    readonly problem: UpdateProblem,
    detail: string,
  ) {
    super(`${problem}: ${detail}`);
    this.name = 'UpdateFailure';
  }
}
