/**
 * Command-line options for the scripts, read with Node's `util.parseArgs`: each script declares
 * its options with their defaults (a string for `--name value`, `false` for a `--flag`); an option
 * it does not declare is an error, not silently ignored.
 */
import { parseArgs } from 'node:util';

type Values<T> = { [K in keyof T]: T[K] extends boolean ? boolean : string };

export function options<T extends Record<string, string | boolean>>(defaults: T): Values<T> & { positionals: string[] } {
  const spec = Object.fromEntries(
    Object.entries(defaults).map(([name, d]) => [
      name,
      typeof d === 'boolean' ? { type: 'boolean' as const, default: d } : { type: 'string' as const, default: d },
    ]),
  );
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: spec, allowPositionals: true });
  return { ...(values as Values<T>), positionals };
}
