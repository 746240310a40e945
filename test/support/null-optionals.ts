import type { z } from 'zod';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

/** The object or array schema under optional, nullable, default and catch wrappers and pipes. */
function structural(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const next = def.type === 'pipe' ? def.in : def.innerType;
    if (!next || !['optional', 'nullable', 'default', 'catch', 'pipe'].includes(def.type)) return current;
    current = next;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with every optional field the schema describes set to JSON `null`, present in `value`
 * or not, at every depth of its objects and arrays: an answer as the live service sends it when
 * it leaves every optional field unset. A required field is walked into, never nulled.
 */
export function withNullOptionals(schema: z.ZodType, value: unknown): unknown {
  const shape = structural(schema);
  const def = defOf(shape);
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.map((item) => withNullOptionals(element, item));
  }
  if (def.type !== 'object' || !isPlainObject(value)) return value;
  const nulled: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries((shape as z.ZodObject).shape)) {
    if (field.safeParse(undefined).success) nulled[key] = null;
    else if (key in value) nulled[key] = withNullOptionals(field, value[key]);
  }
  return nulled;
}
