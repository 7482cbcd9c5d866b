// One part of the daily pool (DAILY_PART_SIZE full rows, in daily.json's order), prerendered: the
// daily page and the home card fetch only the part that holds the day's puzzle, online or not.
import { error, json } from '@sveltejs/kit';
import { PUZZLES } from '$lib/puzzles/collection.server';
import { dailyParts, dailyPool } from '$lib/puzzles/daily';
import type { EntryGenerator, RequestHandler } from './$types';

export const prerender = true;

const parts = dailyParts(dailyPool(PUZZLES));

export const entries: EntryGenerator = () => parts.map((_, i) => ({ part: String(i) }));

export const GET: RequestHandler = ({ params }) => {
  const part = /^\d+$/.test(params.part) ? parts[Number(params.part)] : undefined;
  if (!part) error(404, `No part ${params.part} of the daily pool`);
  return json(part);
};
