/**
 * The words of error toasts, laid over a screen by `<phone-app>` (in the
 * phone's first chunk; the VIP's sheet is vip-sheet.ts, with the play).
 */
import type { PhoneKey } from './strings';

const ERRORS: Record<string, PhoneKey> = {
  notYourTurn: 'errNotYourTurn',
  late: 'errLate',
  alreadyVoted: 'errAlreadyVoted',
  invalidTarget: 'errInvalidTarget',
  paused: 'errPaused',
  offline: 'errOffline',
};

export function errorKey(code: string): PhoneKey {
  return ERRORS[code] ?? 'errOther';
}
