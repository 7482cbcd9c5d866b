/**
 * QR codes as data: the module matrix from qrcode-generator, drawn by QrCode.svelte as one SVG
 * path built here (no markup strings, nothing from the payload is interpreted).
 */
import qrcode from 'qrcode-generator';
import { err, ok, type Result } from './types';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path data drawing every dark module, one unit per module. */
  path: string;
}

/** Encode `text` (byte mode, error correction M, smallest version that fits). */
export function qrMatrix(text: string, level: 'L' | 'M' | 'Q' | 'H' = 'M'): Result<QrMatrix, 'too-long'> {
  let code: ReturnType<typeof qrcode>;
  try {
    code = qrcode(0, level);
    code.addData(text, 'Byte');
    code.make();
  } catch {
    return err('too-long');
  }
  const size = code.getModuleCount();
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!code.isDark(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && code.isDark(y, x)) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return ok({ size, path });
}
