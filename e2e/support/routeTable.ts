import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROUTE_TABLE_FILE = path.resolve(import.meta.dirname, '../../apps/web/src/app/routes.tsx');

function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

interface Frame {
  bracket: string;
  path?: string;
}

/**
 * Every path of the web app's route table (`export const routes` in apps/web/src/app/routes.tsx),
 * nested paths joined to their parents' and index routes as their parent's path, read from the
 * source: the table's module needs the app's build (lazy chunks, styles) to be imported, and this
 * only needs its `path:` and `index: true` entries and how they nest.
 */
export function routeTablePaths(source = readFileSync(ROUTE_TABLE_FILE, 'utf8')): string[] {
  const start = source.indexOf('export const routes');
  if (start < 0) throw new Error('routes.tsx has no `export const routes`');
  const paths: string[] = [];
  const stack: Frame[] = [];
  const fullPath = () =>
    stack.reduce((joined, frame) => (frame.path ? joinPaths(joined, frame.path) : joined), '');
  let entered = false;
  // The array after `=` (the type annotation before it has brackets too).
  let i = source.indexOf('[', source.indexOf('=', start));
  while (i < source.length) {
    const char = source[i] as string;
    const rest = source.slice(i, i + 2);
    if (rest === '//') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
      continue;
    }
    if (rest === '/*') {
      i = source.indexOf('*/', i) + 2;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      const end = source.indexOf(char, i + 1);
      i = end + 1;
      continue;
    }
    if ('[{('.includes(char)) {
      stack.push({ bracket: char });
      entered = true;
      i += 1;
      continue;
    }
    if (']})'.includes(char)) {
      stack.pop();
      i += 1;
      if (entered && stack.length === 0) break;
      continue;
    }
    const top = stack.at(-1);
    if (top?.bracket === '{' && /[A-Za-z_]/.test(char) && !/[\w$.]/.test(source[i - 1] ?? '')) {
      const property = /^(path|index)\s*:\s*('([^']*)'|true)/.exec(source.slice(i, i + 200));
      if (property?.[1] === 'path' && property[3] !== undefined) {
        top.path = property[3];
        paths.push(fullPath());
      } else if (property?.[1] === 'index' && property[2] === 'true') {
        paths.push(fullPath());
      }
      const word = /^[\w$]+/.exec(source.slice(i))?.[0] ?? char;
      i += word.length;
      continue;
    }
    i += 1;
  }
  return paths;
}
