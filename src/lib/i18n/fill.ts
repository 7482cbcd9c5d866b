/**
 * Message templates: `{name}` placeholders filled from parameters. Pure (no runes), so Node-side
 * tools may fill templates too.
 */
import { isParticlePair, particle, particleFor } from './particles';

export type MessageParams = Record<string, string | number>;

/** The `{name}` parameters of a template. */
export type ParamNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? ParamName<P> | ParamNames<Rest> : never;
/** `side` of `{side}`, `{side|이/가}` (value and particle) and `{side:이/가}` (the particle alone). */
type ParamName<P extends string> = P extends `${infer N}|${string}` ? N : P extends `${infer N}:${string}` ? N : P;

/**
 * What a lookup of template `S` takes after its key: nothing for a template without parameters,
 * exactly its parameters for one with (a missing or unknown one is a type error). A template
 * whose words the type does not know (a catalogue typed `Record<Key, string>`) takes any.
 */
export type TemplateArgs<S extends string> = string extends S
  ? [params?: MessageParams]
  : [ParamNames<S>] extends [never]
    ? []
    : [params: Record<ParamNames<S>, string | number>];

/**
 * Fills the `{name}` placeholders of a template; a name without a value stays as written.
 * `{name|이/가}` (also 을/를, 은/는, 으로/로, 과/와, 아/야) puts the value with the particle that
 * fits its last sound (particles.ts): `{side|이/가}` is 초가 or 한이. `{name:을/를}` is the particle
 * alone, for a value set off by quotes: `“{title}”{title:을/를}`.
 */
export function fill(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)(?:([|:])([^}]+))?\}/g, (whole, name: string, sep?: string, pair?: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (!pair || !isParticlePair(pair)) return sep === ':' ? '' : value;
    return sep === ':' ? particleFor(value, pair) : particle(value, pair);
  });
}
