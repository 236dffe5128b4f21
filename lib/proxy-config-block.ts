import { proxyMatcher } from './proxy-matcher';

const BEGIN = '// BEGIN proxy matcher, written by `npm run paths` from lib/proxy-matcher.ts (Next reads it statically)';
const END = '// END proxy matcher';

/** A single-quoted JavaScript string literal. */
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The `export const config` block of proxy.ts for these known paths, between its markers. */
export function proxyConfigBlock(paths: readonly string[]): string {
  const entries = proxyMatcher(paths).map(({ source, has }) => {
    const conditions = has?.map((condition) => `{ ${Object.entries(condition).map(([key, value]) => `${key}: ${quote(value)}`).join(', ')} }`);
    return `    { source: ${quote(source)}${conditions ? `, has: [${conditions.join(', ')}]` : ''} },`;
  });
  return [BEGIN, 'export const config = {', '  matcher: [', ...entries, '  ],', '};', END].join('\n');
}

/** Where proxy.ts's generated block starts and ends, markers included; null when it has none. */
function blockRange(source: string): [number, number] | null {
  const start = source.indexOf(BEGIN);
  const end = source.indexOf(END);
  return start < 0 || end < start ? null : [start, end + END.length];
}

/** proxy.ts's source with its config block replaced. */
export function replaceProxyConfig(source: string, block: string): string {
  const range = blockRange(source);
  if (!range) throw new Error('proxy.ts has no generated matcher block');
  return source.slice(0, range[0]) + block + source.slice(range[1]);
}

/** The config block proxy.ts holds now. */
export function currentProxyConfig(source: string): string {
  const range = blockRange(source);
  return range ? source.slice(...range) : '';
}
