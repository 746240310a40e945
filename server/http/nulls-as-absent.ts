import type { z } from 'zod';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { def: Def }).def;
}

/** The object (or array) schema under optional/nullable/default wrappers and pipes. */
function structural(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    const next =
      def.type === 'optional' || def.type === 'nullable' || def.type === 'default'
        ? def.innerType
        : def.type === 'pipe'
          ? def.in
          : undefined;
    if (!next) return current;
    current = next;
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The live service's clients send JSON `null` for the optional fields they leave unset
 * (`"date": null, "precheck": null, "limit": null`). A null where the schema accepts the field's
 * absence is taken as absent, at any depth of nested objects and arrays the schema describes;
 * a null for a required field is kept, so the schema refuses it and names the field.
 * Returns a copy; the input is not changed.
 */
export function nullsAsAbsent(schema: z.ZodType, value: unknown): unknown {
  // Most bodies hold no null at all: they are returned as they are, at the cost of one walk.
  return containsNull(value) ? withoutNulls(schema, value) : value;
}

/** Request schemas are a few levels deep: nulls below this depth are the schema's to refuse. */
const MAX_DEPTH = 16;

function containsNull(value: unknown, depth = 0): boolean {
  if (value === null) return true;
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsNull(item, depth + 1));
  for (const key in value) {
    if (Object.hasOwn(value, key) && containsNull((value as Record<string, unknown>)[key], depth + 1)) {
      return true;
    }
  }
  return false;
}

function withoutNulls(schema: z.ZodType, value: unknown): unknown {
  const shape = structural(schema);
  const def = defOf(shape);
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.map((item) => withoutNulls(element, item));
  }
  if (def.type !== 'object' || !isPlainObject(value)) return value;
  const fields = (shape as z.ZodObject).shape;
  // fromEntries defines own properties: a key such as `__proto__` stays plain data.
  const entries: [string, unknown][] = [];
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!fieldSchema) entries.push([key, field]);
    else if (field !== null) entries.push([key, withoutNulls(fieldSchema, field)]);
    else if (!fieldSchema.safeParse(undefined).success) entries.push([key, null]);
  }
  return Object.fromEntries(entries);
}
