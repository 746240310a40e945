/**
 * What a Field's input is described by, as Field names them: its hint (`<id>-hint`), and its
 * problem (`<id>-problem`) while there is one.
 */
export function describedBy(id: string, problem: string | undefined): string {
  return problem === undefined ? `${id}-hint` : `${id}-hint ${id}-problem`;
}
