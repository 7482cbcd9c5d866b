/** The "play it out against the computer" link under a position. */
const words = { 'play.itOut': 'Play it out against the computer' } as const;

export default words;
