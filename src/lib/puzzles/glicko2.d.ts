// Types for the `glicko2` package (MIT, mmai/glicko2js), which ships none.
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
    setRating(r: number): void;
    setRd(rd: number): void;
    setVol(v: number): void;
    predict(other: Player): number;
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    updateRatings(matches: [Player, Player, number][]): void;
    predict(a: Player, b: Player): number;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
