import { describe, expect, it } from 'vitest';
import { phase, view } from './fixtures';
import { missedWhileAway } from './missed';

describe('A player away at its own moment: what the phone says when it is back', () => {
  const me = view('civilian').seat;

  it('its speech passed: its turn, or still to come, and now gone by', () => {
    const turn = view('civilian', { phase: phase({ seq: 10, speaker: me }) });
    const queued = view('civilian', { phase: phase({ seq: 10, speaker: 2, speakerQueue: [me, 6] }) });
    const later = view('civilian', { phase: phase({ seq: 14, name: 'vote', speaker: null }) });
    expect(missedWhileAway(turn, later)).toEqual(['missedSpeech']);
    expect(missedWhileAway(queued, later)).toEqual(['missedSpeech']);
    // Still to come: nothing missed.
    expect(missedWhileAway(queued, view('civilian', { phase: phase({ seq: 11, speaker: 6, speakerQueue: [me] }) }))).toEqual([]);
  });

  it('the vote ended without its ballot; one cast before the link went counts, nothing missed', () => {
    const open = (picked: number | null) =>
      view('civilian', { phase: phase({ seq: 20, name: 'vote', candidates: [2, 7] }), prompt: { kind: 'vote', choices: [], picked } });
    const result = view('civilian', { phase: phase({ seq: 22, name: 'voteResult' }) });
    expect(missedWhileAway(open(null), result)).toEqual(['missedVote']);
    expect(missedWhileAway(open(7), result)).toEqual([]);
  });

  it('the night is said alike for every role, and the player learns it left the table', () => {
    const night = (role: 'civilian' | 'mafia') => view(role, { phase: phase({ seq: 30, name: 'night', night: 2, nightStep: 'mafia' }) });
    const morning = (alive: boolean) => view('civilian', { alive, phase: phase({ seq: 34, name: 'morning', night: 2 }) });
    expect(missedWhileAway(night('mafia'), morning(true))).toEqual(['missedNight']);
    expect(missedWhileAway(night('civilian'), morning(true))).toEqual(['missedNight']);
    expect(missedWhileAway(night('civilian'), morning(false))).toEqual(['missedNight', 'missedOut']);
  });

  it('nothing when nothing moved on', () => {
    const v = view('civilian');
    expect(missedWhileAway(v, v)).toEqual([]);
  });
});
