// Positions more than one end-to-end file sets up.

/** A mate in 2 from the collection (m2-0135): Han to move, c3c2 d2d3 f3d1. */
export const MATE_IN_2 = '4k4/9/4a4/9/9/9/9/2p1Ar3/3K5/9 b - - 0 1';
/** Its pieces as the editor's tools place them, by tool and point. */
export const MATE_IN_2_PIECES = [
  ['han-general', 'e10'],
  ['han-guard', 'e8'],
  ['han-soldier', 'c3'],
  ['han-chariot', 'f3'],
  ['cho-guard', 'e3'],
  ['cho-general', 'd2'],
];
