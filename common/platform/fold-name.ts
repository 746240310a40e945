/**
 * A name as every search of the terminal compares it: lower-cased (full Unicode) with ё read
 * as е, so "Елкина" finds "Ёлкина" and the other way round. Browser-safe (no Node imports):
 * the platform server, the core and the renderer share it.
 */
export function foldName(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}
