// Module hooks for `node --import`: `electron` resolves to a stub whose app refuses the
// single-instance lock, so the main bundle links every import, runs its top level and exits.
export async function resolve(specifier, context, next) {
  if (specifier === 'electron')
    return { url: new URL('./electron-stub.mjs', import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
