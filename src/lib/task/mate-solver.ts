/** Fills the mate solver's slot (mate-slot.ts) when imported: pages load it after paint, Node code at once. */
import { bestDefence, moveForcesMate } from '$lib/engine';
import { provideMateSolver } from './mate-slot';

provideMateSolver({ bestDefence, moveForcesMate });
