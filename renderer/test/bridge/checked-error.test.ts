import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_DETAILS, ErrorValueSchema } from '../../../common/contract/index';
import { checkedError } from '../../src/bridge/checked-error';

const message = { ru: 'Ошибка', en: 'An error' };

/**
 * The page's check of an error answer (without zod, issue 44) agrees with the contract's schema
 * on each code's shape: which codes carry details, and that a message has both languages.
 */
describe('An error the core answered, as the page checks it', () => {
  it('takes every code the contract has, with details where its code has them and none elsewhere', () => {
    for (const code of ERROR_CODES) {
      const detailed = isDetailed(code);
      const right = isDetailed(code) ? { code, message, details: sample(code) } : { code, message };
      expect(ErrorValueSchema.safeParse(right).success, code).toBe(true);
      expect(checkedError(right), code).toEqual(right);
      const wrong = detailed ? { code, message } : { code, message, details: {} };
      expect(ErrorValueSchema.safeParse(wrong).success, code).toBe(false);
      expect(checkedError(wrong).code, code).toBe('coreUnreachable');
    }
  });

  it('reads an unknown code, a message short of a language or no object at all as coreUnreachable', () => {
    for (const raw of [
      { code: 'noSuchCode', message },
      { code: 'notFound', message: { ru: 'Нет' } },
      { code: 'notFound', message: 'Not found' },
      { code: 'invalidInput', message, details: 'field' },
      undefined,
      null,
      '<html>',
      [],
    ]) {
      expect(ErrorValueSchema.safeParse(raw).success).toBe(false);
      expect(checkedError(raw).code).toBe('coreUnreachable');
    }
  });
});

function isDetailed(code: string): code is keyof typeof ERROR_DETAILS {
  return code in ERROR_DETAILS;
}

/** Details the contract's schema takes for `code`: each field a value of its type. */
function sample(code: keyof typeof ERROR_DETAILS): Record<string, unknown> {
  const shape = ERROR_DETAILS[code].shape as Record<string, { def: { type: string; entries?: object } }>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const { type, entries } = field.def;
      const value =
        type === 'string'
          ? 'x'
          : type === 'boolean'
            ? true
            : type === 'enum'
              ? Object.values(entries!)[0]
              : 1;
      return [key, value];
    }),
  );
}
