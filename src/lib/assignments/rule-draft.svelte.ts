/**
 * The puzzle rule a teacher fills in the composer (form fields as strings; '' = any) and what it
 * finds in the catalogue. Kept while the composer lives, so a second set starts from the last rule.
 */
import type { Catalog } from './catalog';
import { matchesRule, puzzleThemes, ruleHelp, type PuzzleRule } from './compose';

const num = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);

export class RuleDraft {
  count = $state(10);
  mate = $state('');
  min = $state<number | null>(null);
  max = $state<number | null>(null);
  theme = $state('');

  /** `catalog` is what can be picked; `chosen` the keys (`refToString`) already in the set, left out of the matches. */
  private readonly catalog: () => Catalog;
  private readonly chosen: () => Set<string>;
  constructor(catalog: () => Catalog, chosen: () => Set<string>) {
    this.catalog = catalog;
    this.chosen = chosen;
  }

  readonly themes = $derived.by(() => puzzleThemes(this.catalog()).filter((th) => !th.startsWith('mate-in-')));
  readonly mates = $derived.by(() =>
    [
      ...new Set(
        this.catalog()
          .ofKind('puzzle')
          .map((p) => p.mateIn ?? 0),
      ),
    ]
      .filter((n) => n > 0)
      .sort((a, b) => a - b),
  );
  readonly rule = $derived<PuzzleRule>({
    count: Math.max(1, Math.min(50, Math.floor(Number(this.count) || 1))),
    mateIn: num(this.mate),
    minRating: num(this.min),
    maxRating: num(this.max),
    theme: this.theme || undefined,
  });
  readonly matches = $derived.by(() =>
    this.catalog()
      .ofKind('puzzle')
      .filter((p) => matchesRule(p, this.rule) && !this.chosen().has(`p:${p.id}`)),
  );
  readonly help = $derived.by(() => (this.matches.length === 0 ? ruleHelp(this.catalog(), this.rule) : undefined));
}
