/**
 * The one content error: a file, a 1-based line and a message, for every content file (lessons,
 * exercises). `toString()` gives `file:line: message`.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = 'ContentError';
  }
}

/** Several content errors at once (the build reports them all). */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'ContentErrors';
  }
}
