/**
 * Rule sets as data, as Fairy-Stockfish defines them (janggi, janggitraditional, janggimodern,
 * janggicasual). Move generation is the same for all of them; they differ in how a game ends.
 */

export const RULE_SET_NAMES = ['janggi', 'traditional', 'modern', 'casual'] as const;
export type RuleSetName = (typeof RULE_SET_NAMES)[number];

export interface RuleSet {
  name: RuleSetName;
  /** Fairy-Stockfish's UCI_Variant name. */
  fsfVariant: string;
  /** Generals facing on an open file (bikjang) restrict the reply and end the game if left standing. */
  bikjang: boolean;
  /** Games that end without mate are decided by material points (Han gets 1.5 deom); otherwise drawn. */
  counting: boolean;
  /**
   * Moving the same piece back and forth loses (Fairy-Stockfish's moveRepetitionIllegal, as in
   * Kakao Janggi): a piece other than a general or guard that arrives on a point and then shuttles
   * to another point and back twice, the mover not in check meanwhile, loses the game for its side.
   */
  backAndForthLoses: boolean;
  /** Occurrences of a position that end the game (0 = never). */
  repetitionCount: number;
  /** The side that gives check on every move of a repetition loses. */
  perpetualCheckLoses: boolean;
  /** Plies without a capture that end the game (0 = no limit). */
  moveLimit: number;
}

export const RULE_SETS: Record<RuleSetName, RuleSet> = {
  janggi: {
    name: 'janggi',
    fsfVariant: 'janggi',
    bikjang: true,
    counting: true,
    backAndForthLoses: false,
    repetitionCount: 3,
    perpetualCheckLoses: true,
    moveLimit: 100,
  },
  traditional: {
    name: 'traditional',
    fsfVariant: 'janggitraditional',
    bikjang: true,
    counting: false,
    backAndForthLoses: false,
    repetitionCount: 3,
    perpetualCheckLoses: true,
    moveLimit: 100,
  },
  modern: {
    name: 'modern',
    fsfVariant: 'janggimodern',
    bikjang: false,
    counting: true,
    backAndForthLoses: true,
    // Four occurrences, so that the back-and-forth rule decides first.
    repetitionCount: 4,
    perpetualCheckLoses: true,
    moveLimit: 200,
  },
  casual: {
    name: 'casual',
    fsfVariant: 'janggicasual',
    bikjang: false,
    counting: false,
    backAndForthLoses: false,
    // janggicasual keeps janggi's repetition and move limit; without counting they are draws.
    repetitionCount: 3,
    perpetualCheckLoses: true,
    moveLimit: 100,
  },
};

export function isRuleSetName(s: string): s is RuleSetName {
  return (RULE_SET_NAMES as readonly string[]).includes(s);
}
