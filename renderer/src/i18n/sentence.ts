/**
 * A message shown as a line of its own, ended by a full stop: the core's messages have none, as
 * they are also set inside longer sentences («Отказ: …. Недостаточно бонусов.»).
 */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
