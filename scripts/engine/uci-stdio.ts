/** Node glue for the UCI engine: standard input lines in, standard output lines out. */
import { createInterface } from 'node:readline';
import { UciEngine } from '../../src/lib/engine/search/uci';

export async function runUci(): Promise<void> {
  const engine = new UciEngine((line) => process.stdout.write(line + '\n'));
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    engine.receive(line);
    if (engine.quit) break;
  }
  rl.close();
}
