// Fairy-Stockfish (wasm) driver for differential tests and content generation only.
// GPL-3.0 devDependency: never imported by app code.
'use strict';
const path = require('node:path');

// The emscripten module adds these process handlers when it starts; they hold the whole module (the
// wasm memory, about 100 MB), so quit() takes them off again, or every engine started stays in memory.
const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'];

async function loadFsf() {
  const savedFetch = globalThis.fetch;
  delete globalThis.fetch;
  const Stockfish = require(path.join(require.resolve('fairy-stockfish-nnue.wasm/package.json'), '..', 'stockfish.js'));
  const before = PROCESS_EVENTS.map((e) => process.listeners(e));
  const sf = await Stockfish();
  const added = PROCESS_EVENTS.map((e, i) => [e, process.listeners(e).filter((l) => !before[i].includes(l))]);
  globalThis.fetch = savedFetch;
  let lines = [];
  let waiter = null;
  let watcher = null;
  sf.addMessageListener((line) => {
    lines.push(line);
    if (watcher) watcher(line);
    if (waiter && waiter.test(line)) {
      const w = waiter;
      waiter = null;
      w.resolve();
    }
  });
  function send(cmd) {
    sf.postMessage(cmd);
  }
  function until(re) {
    return new Promise((resolve) => {
      const idx = lines.findIndex((l) => re.test(l));
      if (idx >= 0) {
        resolve();
        return;
      }
      waiter = { test: (l) => re.test(l), resolve };
    });
  }
  async function cmd(c, re) {
    lines = [];
    send(c);
    await until(re);
    const out = lines;
    lines = [];
    return out;
  }
  await cmd('uci', /^uciok/);
  return {
    raw: sf,
    send,
    cmd,
    /** Calls fn with every line the engine prints (null: stop), e.g. to stop a search early. */
    watch(fn) {
      watcher = fn;
    },
    async variant(v) {
      send(`setoption name UCI_Variant value ${v}`);
      await cmd('isready', /^readyok/);
    },
    async perft(fen, depth) {
      send(`position fen ${fen}`);
      const out = await cmd(`go perft ${depth}`, /^Nodes searched/);
      const moves = {};
      for (const l of out) {
        const m = /^(\w+): (\d+)$/.exec(l);
        if (m) moves[m[1]] = Number(m[2]);
      }
      const total = Number(/Nodes searched: (\d+)/.exec(out.find((l) => l.startsWith('Nodes searched')))[1]);
      return { moves, total };
    },
    quit() {
      try {
        sf.terminate();
      } catch {
        /* already gone */
      }
      for (const [e, listeners] of added) for (const l of listeners) process.removeListener(e, l);
    },
  };
}
module.exports = { loadFsf };
