// The package ships its declarations under a name TypeScript does not look for (index.ts.d).
declare module 'unicode-confusables' {
  /** Each code point replaced by its prototype in Unicode's confusables.txt (UTS #39); zero-width characters dropped. */
  export function rectifyConfusion(text: string): string;
  export function isConfusing(text: string): boolean;
}
