// A whole City game (seed 003) in real Chromium: the TV and eleven phones over
// real WebRTC through the run's own `peer` server on the device LAN (each
// device its own namespace and Chromium), set up on the TV's setup screen at
// the quick pace, joined through the QR link and played through the phones'
// screens alone. The roles come from the cards; the plan
// below is written in roles, so any deal plays the same story:
//
//   deal     everyone looks at their card; the night starts when all have
//   night 1  the black team meets
//   day 1    three nominees, a 5–5–1 tie, two justifications, a revote: a Mafia leaves (farewell,
//            card still hidden)
//   night 2  the Don and the Mafia shoot a Civilian, the Doctor saves him; the Sheriff finds
//            the Mafia (thumb down on his card once his step ends), the Don finds the Sheriff
//   day 2    a 5–5 tie twice, then "eliminate all": the Don and the last Mafia leave together,
//            and the town wins at once (RULES W5); every card is shown
import { expect, test } from '../support/lan';
import { Table } from '../support/game-driver';
import { nominationPlan } from './table-model';

test.describe('City game', () => {
  test('eleven phones play from the QR link to the full reveal: ties, eliminate-all, saves, checks, the town wins', { tag: '@games' }, async ({ lan }) => {
    test.setTimeout(8 * 60_000);
    // Night steps long enough for each phone's three moves (two 1.5 s holds and a tap) on a loaded machine:
    // the acquaintance has every player hold the card; the mafia's step has three movers in turn.
    const table = await Table.open(lan, { preset: 'city', players: 11, timers: { acquaintance: 40, mafia: 30, nightRole: 15, discussion: 10 } });
    try {
      await table.startFromTv();
      // The deal (S11): everyone holds his card; the night begins once all have looked.
      const model = await table.readCards();

      // Night 1: the acquaintance only (RULES N12). Every phone shows the same screen.
      await table.expectNightStep(1, 'acquaintance');
      await table.expectNightScreens(1, 'acquaintance');
      // Every living player holds the card, as at every step; the black team sees itself on it.
      await table.expectAcquaintance();
      // RULES S5: Don + 2 Mafia, Doctor, Sheriff, 6 Civilians.
      expect(model.seatsOf('don')).toHaveLength(1);
      expect(model.seatsOf('mafia')).toHaveLength(2);
      expect(model.seatsOf('civilian')).toHaveLength(6);
      const don = model.seatOf('don');
      const [m1, m2] = model.seatsOf('mafia') as [number, number];
      const doctor = model.seatOf('doctor');
      const sheriff = model.seatOf('sheriff');
      const [c1, c2, c3, c4, c5, c6] = model.seatsOf('civilian') as [number, number, number, number, number, number];

      await table.expectMorning(1, []);

      // Day 1 (RULES D5: starts at seat 1). Three nominees; 5–5–1 ties the first two (V10).
      await table.speeches(1, nominationPlan(model.speechOrder(1), [m1, c1, c2]));
      await table.expectDiscussion(1, [m1, c1, c2]);
      await table.vote(
        [[don, c1], [m2, c1], [m1, c1], [c2, c1], [c3, c1], [doctor, m1], [sheriff, m1], [c1, m1], [c4, m1], [c5, m1], [c6, c2]],
        { candidates: [m1, c1, c2] },
      );
      await table.expectResult('A tie', [[m1, 5], [c1, 5], [c2, 1]]);
      await table.justification(m1, [m1, c1]);
      await table.justification(c1, [m1, c1]);
      await table.vote(
        [[don, c1], [m2, c1], [m1, c1], [c2, c1], [doctor, m1], [sheriff, m1], [c1, m1], [c3, m1], [c4, m1], [c5, m1], [c6, m1]],
        { candidates: [m1, c1], revote: true },
      );
      await table.expectResult(`${table.tvWho(m1)} leaves the table`, [[m1, 7], [c1, 4]]);
      model.leave(m1);
      await table.lastWord(m1); // RULES L4: a farewell; City keeps the card hidden (L5)
      await table.expectOut(m1, 'voted');

      // Night 2 (RULES N13): Mafia, Doctor, Sheriff, Don.
      await table.expectNightStep(2, 'mafia');
      await table.expectNightScreens(2, 'mafia');
      // Each pick is the three moves (hold, tap, hold); players make them side by side, as at a table.
      await Promise.all([
        table.nightPick(c1, don, 'mafia', 2), // a Civilian's anonymous suspicion (N21)
        table.nightPick(m2, c3, 'mafia', 2),
      ]);
      // The Don's card shows his teammate's pick live as he holds it; a red card shows no pick (N4,
      // no-tells). Read on the Don's own holds, beside the other phone's: the step's clock is short.
      const [donFace] = await Promise.all([table.nightPick(don, c3, 'mafia', 2), table.expectNoTeamPicks(c2)]);
      table.expectTeamPick(donFace, m2, c3);
      await table.expectNightStep(2, 'doctor');
      await table.nightPick(doctor, c3, 'doctor', 2);
      await table.expectNightStep(2, 'sheriff');
      await table.nightPick(sheriff, m2, 'sheriff', 2);
      await table.expectNightStep(2, 'don');
      // N16: black — thumb down on the Sheriff's card, once his step is over; read while the Don checks.
      await Promise.all([table.nightPick(don, sheriff, 'don', 2), table.expectCheck(sheriff, 2, m2, 'black', false)]);
      // The Doctor saved the mafia's victim (N6): a peaceful morning; City shows no suspicion counts.
      await table.expectMorning(2, []);
      await table.expectCheck(don, 2, sheriff, 'the Sheriff', true); // N17
      await expect(table.tv.page.locator('tv-morning .bar-row')).toHaveCount(0);

      // Day 2 (D5: the next seat after day 1's opener). A 5–5 tie twice, then eliminate-all passes with 6 of 10
      // (V11): the Don and the last Mafia leave together, no black player is left, and the town wins at once
      // (W1, W5): no farewell, every card is shown.
      await table.speeches(2, nominationPlan(model.speechOrder(2), [don, m2]));
      await table.expectDiscussion(2, [don, m2]);
      const tieDay2: [number, number][] = [[don, m2], [c1, m2], [c2, m2], [c3, m2], [c4, m2], [m2, don], [doctor, don], [sheriff, don], [c5, don], [c6, don]];
      await table.vote(tieDay2, { candidates: [don, m2] });
      await table.expectResult('A tie', [[don, 5], [m2, 5]]);
      await table.justification(don, [don, m2]);
      await table.justification(m2, [don, m2]);
      await table.vote(tieDay2, { candidates: [don, m2], revote: true });
      await table.expectResult('A tie', [[don, 5], [m2, 5]]);
      await table.eliminateAll([don, m2], [doctor, sheriff, c1, c2, c5, c6], [don, m2, c3, c4]);
      model.leave(don, m2);
      expect(await table.expectGameOver()).toBe('town');
      const at = (seat: number) => table.timelineSeat(seat);
      await table.expectTimeline([
        `revote: ${m1}×7 ${c1}×4 → ${at(m1)}`,
        `Mafia ${don} → ${at(c3)} shot`,
        `Doctor ${doctor} → ${at(c3)} healed`,
        `Sheriff ${sheriff} → ${at(m2)} checked: black`,
        `Mafia Don ${don} → ${at(sheriff)} checked: the Sheriff`,
        `${at(c3)} saved`,
        `revote: ${don}×5 ${m2}×5 → A tie`,
        `eliminate all: ${don} ${m2} Yes 6 · No 4`,
      ]);

      expect(await table.auditLeaks()).toBeGreaterThan(500);
    } finally {
      await table.close();
    }
  });
});
