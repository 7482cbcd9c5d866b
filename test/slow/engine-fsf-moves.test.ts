// Our engine against Fairy-Stockfish: moves (see fsf-differential.ts).
import { movesSuite, withFsf } from './fsf-differential';

withFsf();
movesSuite();
