// chunk: framework
/**
 * Text made safe for HTML built as a string (the board's markup, lesson prose): inside a
 * double-quoted attribute value or as element text.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}
