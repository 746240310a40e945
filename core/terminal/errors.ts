import {
  errorValueOf,
  type ErrorCode,
  type ErrorValue,
  type ErrorValueOf,
} from '../../common/contract/index';
import { CATALOGUE, type ParamsArg, type ParamsOf } from './error-messages';

/** An error value of the contract with the core's words for it (error-messages.ts). */
export function errorValue<C extends ErrorCode>(code: C, ...params: ParamsArg<C>): ErrorValueOf<C> {
  const p = params[0] as ParamsOf<C>;
  return errorValueOf(code, CATALOGUE[code](p), p);
}

/** Thrown inside the core; the dispatcher turns it into the error value it carries. */
export class CoreError extends Error {
  constructor(readonly value: ErrorValue) {
    super(value.message.en);
    this.name = 'CoreError';
  }
}

export function coreError<C extends ErrorCode>(code: C, ...params: ParamsArg<C>): CoreError {
  return new CoreError(errorValue(code, ...params));
}
