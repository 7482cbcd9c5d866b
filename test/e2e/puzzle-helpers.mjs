// Shared by the puzzle e2e files: board points, UCI squares, and a legal move that is not the solution.
import { uciSquares as squares } from './helpers.mjs';

export { squares };

/** The board point named `name` (e.g. 'e2'). */
export const point = (page, name) => page.locator(`[data-square="${name}"]`);

/**
 * A legal move other than `solution` (UCI), found by selecting pieces on the board: [from, to],
 * with `from` left selected (tap `to` to play it); undefined when there is none.
 */
export async function findWrongMove(page, solution) {
  const [from, to] = squares(solution);
  for (const sq of [from, ...(await page.locator('.point.movable').evaluateAll((els) => els.map((e) => e.getAttribute('data-square'))))]) {
    await point(page, sq).click();
    const targets = await page.locator('.point.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
    const other = targets.find((t) => !(sq === from && t === to));
    if (other) return [sq, other];
    await point(page, sq).click();
  }
  return undefined;
}
