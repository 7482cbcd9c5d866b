/** English names of pieces and sides, for the messages of lessons and exercises (content is English). */
import type { Color, Role } from '$lib/engine';

export const ROLE_NAMES: Record<Role, string> = {
  general: 'general',
  guard: 'guard',
  elephant: 'elephant',
  horse: 'horse',
  chariot: 'chariot',
  cannon: 'cannon',
  soldier: 'soldier',
};

export const SIDE_NAMES: Record<Color, string> = { cho: 'Cho', han: 'Han' };
