/** A whole number: the shape of every seat, target and count an intent or a setup carries. */
export function isInt(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n);
}
