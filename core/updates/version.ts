/** Version order as semver has it (what electron-updater compares): x.y.z, a pre-release sorts before its release. */

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

interface Parsed {
  core: [number, number, number];
  pre: string[];
}

function parse(version: string): Parsed | undefined {
  const match = VERSION.exec(version.trim());
  if (!match) return undefined;
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    pre: match[4] ? match[4].split('.') : [],
  };
}

export function isVersion(text: string): boolean {
  return parse(text) !== undefined;
}

function comparePart(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Math.sign(Number(a) - Number(b));
  if (numeric.test(a)) return -1;
  if (numeric.test(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when `a` comes before `b`, 0 when equal, positive after. Both must be versions. */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parse(a), parse(b)];
  if (!left || !right) throw new Error('not a version');
  for (let i = 0; i < 3; i++)
    if (left.core[i] !== right.core[i]) return Math.sign(left.core[i]! - right.core[i]!);
  // A release comes after its pre-releases.
  if (left.pre.length === 0 || right.pre.length === 0) return Math.sign(right.pre.length - left.pre.length);
  for (let i = 0; i < Math.min(left.pre.length, right.pre.length); i++) {
    const order = comparePart(left.pre[i]!, right.pre[i]!);
    if (order !== 0) return order;
  }
  return Math.sign(left.pre.length - right.pre.length);
}
