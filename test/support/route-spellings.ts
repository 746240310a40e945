/**
 * Ways of writing the request target of one route path. `sameRoute` says whether Fastify's
 * router takes the spelling for the route itself (percent-escapes, absolute form, duplicate
 * slashes) or for another path (trailing slash, `;` parameters, other letter case).
 */
export interface Spelling {
  label: string;
  target: string;
  sameRoute: boolean;
}

/** `%6f` for 'o'; upper-case hex digits when `upper`. */
function escape(char: string, upper: boolean): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
}

/** The first character whose escape has a hex letter (so %6f and %6F differ), else the first. */
function escapable(segment: string): number {
  const index = [...segment].findIndex((c) => /[a-f]/.test(c.charCodeAt(0).toString(16)));
  return Math.max(index, 0);
}

function withSegment(segments: readonly string[], index: number, segment: string): string {
  return `/${segments.map((s, i) => (i === index ? segment : s)).join('/')}`;
}

function alternateCase(text: string): string {
  return [...text].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');
}

/** A concrete path for a route URL: parameters (`:id`) and wildcards get a value. */
export function concretePath(routeUrl: string): string {
  return routeUrl.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
}

/** Every spelling of `path` (an absolute path such as `/platform/online/ping`). */
export function spellingsOf(path: string, port: number): Spelling[] {
  const segments = path.split('/').filter((s) => s !== '');
  const out: Spelling[] = [{ label: 'as registered', target: path, sameRoute: true }];
  segments.forEach((segment, i) => {
    const at = escapable(segment);
    for (const upper of [false, true]) {
      const escaped = segment.slice(0, at) + escape(segment[at]!, upper) + segment.slice(at + 1);
      out.push({
        label: `segment ${i} with an ${upper ? 'upper' : 'lower'}-case escape`,
        target: withSegment(segments, i, escaped),
        sameRoute: true,
      });
    }
    const allEscaped = [...segment].map((c) => escape(c, i % 2 === 1)).join('');
    out.push({
      label: `segment ${i} fully escaped`,
      target: withSegment(segments, i, allEscaped),
      sameRoute: true,
    });
    out.push({
      label: `a duplicate slash before segment ${i}`,
      target: `/${segments.map((s, j) => (j === i ? `/${s}` : s)).join('/')}`,
      sameRoute: true,
    });
    out.push({
      label: `segment ${i} with a ; parameter`,
      target: withSegment(segments, i, `${segment};jsessionid=1`),
      sameRoute: false,
    });
    out.push({
      label: `segment ${i} in mixed case`,
      target: withSegment(segments, i, alternateCase(segment)),
      sameRoute: alternateCase(segment) === segment,
    });
  });
  out.push(
    { label: 'every slash doubled', target: `//${segments.join('///')}`, sameRoute: true },
    { label: 'absolute form', target: `http://127.0.0.1:${port}${path}`, sameRoute: true },
    { label: 'absolute form, another host', target: `http://platform.example${path}`, sameRoute: true },
    {
      label: 'absolute form with escapes and duplicate slashes',
      target: `http://127.0.0.1:${port}/${withSegment(segments, segments.length - 1, escape(segments.at(-1)![0]!, true) + segments.at(-1)!.slice(1))}`,
      sameRoute: true,
    },
    { label: 'a query string', target: `${path}?showDeleted=true`, sameRoute: true },
    { label: 'a trailing slash', target: `${path}/`, sameRoute: false },
    { label: 'upper case', target: path.toUpperCase(), sameRoute: path.toUpperCase() === path },
    { label: 'an encoded slash', target: path.replace(/\/(?=[^/]+$)/, '%2F'), sameRoute: false },
    { label: 'a dot segment', target: path.replace(/\/(?=[^/]+$)/, '/./'), sameRoute: false },
    { label: 'a parent segment', target: path.replace(/\/(?=[^/]+$)/, '/x/../'), sameRoute: false },
  );
  return out;
}
