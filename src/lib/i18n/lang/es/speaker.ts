/**
 * Spanish grammar: how sentences are built from facts (see src/lib/i18n/speaker.ts). The pieces'
 * names are the app catalogue's (`board.role.*`, capitalised as labels), said in lower case inside
 * a sentence as Spanish writes a piece's name (el carro, el guardia); every piece is masculine.
 */
import type { Color, Role } from '$lib/engine';
import type { CountUnit, MakeSpeaker } from '../../speaker';

const UNIT: Record<CountUnit, Record<'one' | 'other', string>> = {
  point: { one: 'punto', other: 'puntos' },
  move: { one: 'jugada', other: 'jugadas' },
  pair: { one: 'par', other: 'pares' },
};
const WORDS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
let plurals: Intl.PluralRules | undefined;
let numbers: Intl.NumberFormat | undefined;

/** "y" is "e" before an i- sound (not before hie-, hia-), "o" is "u" before an o- sound. */
function joinerBefore(word: string, joiner: 'and' | 'or'): string {
  const w = word.toLowerCase();
  if (joiner === 'and') return /^h?[ií](?![aeiouáéíóú])/.test(w) ? 'e' : 'y';
  return /^h?[oó]/.test(w) ? 'u' : 'o';
}

function list(items: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const last = items.at(-1)!;
  return `${items.slice(0, -1).join(', ')} ${joinerBefore(last, joiner)} ${last}`;
}

export const speaker: MakeSpeaker = (app) => {
  const side = (color: Color) => app[`board.color.${color}`];
  const role = (r: Role) => app[`board.role.${r}`].toLocaleLowerCase('es');
  /** The piece with its article: "el carro", "el guardia". */
  const the = (r: Role) => `el ${role(r)}`;
  return {
    side,
    piece: role,
    list,
    owner: (owner, solver) => (owner === solver ? 'tu' : 'su'),
    count: (n, unit) =>
      `${(numbers ??= new Intl.NumberFormat('es')).format(n)} ${UNIT[unit][(plurals ??= new Intl.PluralRules('es')).select(n) === 'one' ? 'one' : 'other']}`,
    word: (n) => (Number.isInteger(n) && n >= 0 && n < WORDS.length ? WORDS[n] : String(n)),
    wing: (wing) => (wing === 'left' ? 'izquierdo' : 'derecho'),
    checkers: (by) => (by.length === 0 ? 'el rival' : list(by.map((b) => `${the(b.role)} de ${b.point}`))),
    move(f, to) {
      if (f.pass) return `${side(f.side)} pasa`;
      const act = f.captured
        ? `${side(f.side)} captura ${the(f.captured)} de ${to} con ${the(f.role)}`
        : `${side(f.side)} lleva ${the(f.role)} a ${to}`;
      return f.mate ? `${act} y da jaque mate` : f.check ? `${act} y da jaque` : act;
    },
    sentence: (s) => s.replace(/^([¿¡«"“]*)(\p{L})/u, (_, open: string, first: string) => open + first.toUpperCase()),
  };
};
