/**
 * The analysis search: the position after the moves, iterative deepening with several best lines,
 * a report after every completed depth. Runs in the worker (analysis.worker.ts), synchronously: the
 * page ends the worker to stop it.
 */
import { Position, parseUci } from '$lib/engine';
import { Search } from '$lib/engine/search/search';
import type { AnalyseReport, AnalyseRequest } from './protocol';
import { choScore } from './score';

/** Without a time from the page: long enough to go deep, bounded so a forgotten tab does not spin on. */
export const DEFAULT_MOVETIME = 30_000;

export function analyse(id: number, request: AnalyseRequest, report: (r: AnalyseReport) => void): void {
  const r = Position.fromFen(request.rootFen, request.rules);
  if (!r.ok) {
    report({ id, depth: 0, nodes: 0, ms: 0, lines: [], done: true, error: r.error.code });
    return;
  }
  const pos = r.value;
  for (const m of request.moves) {
    const move = parseUci(m);
    if (!move || !pos.play(move)) {
      report({ id, depth: 0, nodes: 0, ms: 0, lines: [], done: true, error: 'move' });
      return;
    }
  }
  if (pos.outcome()) {
    report({ id, depth: 0, nodes: 0, ms: 0, lines: [], done: true, over: true });
    return;
  }
  const turn = pos.turn;
  const search = new Search(pos);
  const lines = Math.max(1, request.lines ?? 3);
  let last: AnalyseReport | undefined;
  const result = search.run({ movetime: request.movetime ?? DEFAULT_MOVETIME }, { multiPv: Math.max(2, lines) }, (info) => {
    last = {
      id,
      depth: info.depth,
      nodes: info.nodes,
      ms: Math.round(info.ms),
      lines: info.lines.slice(0, lines).map((l) => ({ pv: l.pv, score: choScore(l.score, turn) })),
      done: false,
    };
    report(last);
  });
  report({
    id,
    depth: result.depth,
    nodes: result.nodes,
    ms: Math.round(result.ms),
    lines: last?.lines ?? (result.uci ? [{ pv: result.pv.length ? result.pv : [result.uci], score: choScore(result.score, turn) }] : []),
    done: true,
  });
}
