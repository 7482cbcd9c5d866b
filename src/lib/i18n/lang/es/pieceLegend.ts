/** The pieces legend: each piece's name beside its face. */
const words = {
  'legend.lead': 'Each piece carries its name in Chinese characters (hanja). Cho’s are green, Han’s red with a second ring.',
  'legend.general': 'General (gung or jang). It bears its side’s name: Cho or Han.',
  'legend.chariot': 'Chariot (cha)',
  'legend.horse': 'Horse (ma)',
  'legend.elephant': 'Elephant (sang)',
  'legend.cannon': 'Cannon (po)',
  'legend.guard': 'Guard (sa)',
  'legend.soldier': 'Soldier (jol for Cho, byeong for Han): each side writes it its own way.',
} as const;

export default words;
