// The check of every winning-material and defence puzzle against Fairy-Stockfish (tactics-fsf.ts),
// its second half.
import { checkHalf, useFsf } from './tactics-fsf';

checkHalf(1, useFsf());
