import type { z } from 'zod';

/**
 * An optional field of the interface. The live service sends JSON `null` for a field it leaves
 * unset (../shared/platform-notes.md), so `null` reads as absent: the parsed value is `undefined`,
 * as for a missing key, and the field's type stays `T | undefined`. Every optional field of a
 * JSON body or answer is declared through this; query strings (objects.ts) carry no null.
 */
export function optional<T extends z.ZodType>(schema: T) {
  return schema
    .nullable()
    .transform((value) => value ?? undefined)
    .optional();
}
