/**
 * Which rule set is being played. The seat view carries no preset; the lobby
 * does, so the phone remembers it (for this tab, across a reload). Failing
 * that, the deck gives it away: a Sheriff, a Don or their night steps mean City.
 */
import type { Preset, SeatView } from '../../engine/types';

const KEY = 'citysleeps.preset';
let known: Preset | null = null;

export function rememberPreset(preset: Preset): void {
  if (known === preset) return;
  known = preset;
  try {
    sessionStorage.setItem(KEY, preset);
  } catch {
    // No storage: inferred from the view instead.
  }
}

function saved(): Preset | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === 'city' || value === 'classic' ? value : null;
  } catch {
    return null;
  }
}

export function presetOf(view: SeatView): Preset {
  const remembered = known ?? saved();
  if (remembered) return remembered;
  const roles = [view.role, ...view.teammates.map((m) => m.role), ...(view.reveal?.roles.map((r) => r.role) ?? [])];
  const cityStep = view.phase.nightStep === 'sheriff' || view.phase.nightStep === 'don';
  return cityStep || view.phase.nominees.length > 0 || roles.some((r) => r === 'sheriff' || r === 'don') ? 'city' : 'classic';
}
