// Colours are tokens: each is a custom property defined once in the global stylesheet (in its
// light and dark values), and components say `var(--token)`. A raw hex colour anywhere else in the
// sources would not follow the theme and would be one more value to keep in step: it is caught here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOKENS_FILE = 'src/lib/app/styles.css';
/** A hex colour: `#` and 3, 4, 6 or 8 hex digits, not inside a longer word. */
const HEX = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
/** A comment line of a script (`// …`, ` * …`): `#abc` there is an example, not a colour. */
const COMMENT = /^\s*(?:\/\/|\/?\*)/;
/** A token's definition: `--name: #hex;` alone on its line. */
const DEFINITION = /^\s*--[a-z][a-z0-9-]*:\s*#[0-9a-f]{3,8};\s*$/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(svelte|css|ts|js)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every hex colour in `text` outside token definitions (when `definitions` allows them), as `file:line: text`. */
function rawColours(file: string, text: string, definitions: boolean): string[] {
  return text.split('\n').flatMap((line, i) => {
    if (definitions && DEFINITION.test(line)) return [];
    if (/\.(ts|js)$/.test(file) && COMMENT.test(line)) return [];
    return line.match(HEX) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('colour tokens', () => {
  it('finds a raw hex colour, and passes a token definition', () => {
    expect(rawColours('x.svelte', '  color: #c0392b;\n  fill: #FFF;', false)).toHaveLength(2);
    expect(rawColours('x.svelte', "  stroke={'#15803d'}", false)).toHaveLength(1);
    expect(rawColours('x.ts', "const red = '#c81e1e';", false)).toHaveLength(1);
    expect(rawColours('x.ts', '// a link such as `#abc` is refused', false)).toEqual([]);
    expect(rawColours(TOKENS_FILE, '  --danger: #b00020;', true)).toEqual([]);
    expect(rawColours(TOKENS_FILE, '  border: 1px solid #b00020;', true)).toHaveLength(1);
    // Not colours: Svelte blocks, fragments, entities.
    expect(rawColours('x.svelte', '{#each a as b}{#await p}<a href="#main">&#1234;', false)).toEqual([]);
  });

  it('are the only hex colours in the sources: components use var(--token)', () => {
    const found = sources('src').flatMap((file) => rawColours(file, readFileSync(file, 'utf8'), file === TOKENS_FILE));
    expect(found).toEqual([]);
  });

  it('are each defined once per theme', () => {
    const css = readFileSync(TOKENS_FILE, 'utf8');
    // The light values (the :root block) name each token once.
    const light = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
    const names = [...light.matchAll(/^\s*(--[a-z][a-z0-9-]*):\s*#/gim)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
