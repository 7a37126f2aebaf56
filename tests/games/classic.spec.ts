// A whole Classic game (seed 000 and docs/RULES.md) with all four optional roles:
// the TV and eight phones in real Chromium over real WebRTC, set up on the
// TV's setup screen at the quick pace, started from the VIP's phone and played
// through the phones' screens alone. The plan is written in roles (read from
// the cards), so any deal plays the same story:
//
//   deal     everyone looks at their card
//   night 1  the mafia meet
//   day 1    a 4–4 tie between the two Civilians, a 3–3 revote without them, the coin decides;
//            the Civilian it picks names a mafia in his last word
//   night 2  the Putana visits the other Civilian; both Mafia pick the Doctor, the Doctor heals
//            himself; the Maniac shoots the Commissar, who checked a Mafia
//   day 2    the Commissar's last word reveals that check; the second Mafia is removed by two
//            warnings from the TV's host bar (the VIP's phone has none); the Civilian's alibi
//            was announced at dawn;
//            the first Mafia is voted out (no last word)
//   night 3  the Putana may not visit the same player again and visits the Doctor;
//            the Maniac shoots the Putana; the dead roles' steps are still called
//   day 3    the Doctor has the alibi; the Civilian is voted out: the Maniac is one of the
//            last two and wins (RULES W3); every card is shown
import { expect, test } from '../support/lan';
import { Table } from '../support/game-driver';
import { countsOf } from './table-model';

test.describe('Classic game', () => {
  test('eight phones with all four optional roles play a whole game: alibi, lot, reveal, warnings, the maniac wins', { tag: '@games' }, async ({ lan }) => {
    test.setTimeout(8 * 60_000);
    const table = await Table.open(lan, {
      preset: 'classic',
      players: 8,
      extraRoles: ['maniac', 'putana'],
      // The acquaintance has every player hold the card (docs/PHONE.md).
      timers: { acquaintance: 40, lot: 10 },
    });
    try {
      await expect(table.tvId('setup-summary')).toContainText('2 Mafia, Commissar, Doctor, Maniac, Lover, 2 Civilians');
      await table.startFromVip();
      // The deal (S11): everyone holds his card; the night begins once all have looked.
      const model = await table.readCards();

      // Night 1: the acquaintance only (RULES N1).
      await table.expectNightStep(1, 'acquaintance');
      await table.expectNightScreens(1, 'acquaintance');
      // Every living player holds the card, as at every step; the two mafia see each other on it.
      await table.expectAcquaintance();
      const [ma, mb] = model.seatsOf('mafia') as [number, number];
      const commissar = model.seatOf('commissar');
      const doctor = model.seatOf('doctor');
      const maniac = model.seatOf('maniac');
      const putana = model.seatOf('putana');
      const civilians = model.seatsOf('civilian') as [number, number];
      const [c1, c2] = civilians;
      expect(model.seatsOf('mafia')).toHaveLength(2);

      await table.expectMorning(1, []);

      // Day 1: speeches from the first seat (D4), then everyone votes for another player (V1).
      await table.speeches(1);
      const everyone = model.living();
      const day1: [number, number][] = [[c2, c1], [ma, c1], [mb, c1], [maniac, c1], [c1, c2], [commissar, c2], [doctor, c2], [putana, c2]];
      // V1: a ballot may change until the vote ends; the Doctor first taps the second Mafia.
      await table.vote(day1, { candidates: everyone, changed: new Map([[doctor, mb]]) });
      await table.expectResult('A tie', countsOf(everyone, day1));
      // V4: the revote is among the tied, and the tied do not vote; a second tie goes to the lot (V5).
      const revote: [number, number][] = [[ma, c1], [mb, c1], [maniac, c1], [commissar, c2], [doctor, c2], [putana, c2]];
      await table.vote(revote, { candidates: [c1, c2], revote: true, nonVoters: civilians });
      await table.expectResult('A tie', countsOf([c1, c2], revote));
      const lotOut = await table.expectLot([c1, c2]);
      const civilian = lotOut === c1 ? c2 : c1;
      model.leave(lotOut);
      // L1: a Civilian voted out names a suspected mafia, shown and not counted.
      await table.lastWord(lotOut, { guess: ma });
      await table.expectOut(lotOut, 'voted');

      // Night 2 (N2): Putana, Mafia, Maniac, Doctor, Commissar.
      await table.expectNightStep(2, 'putana');
      await table.expectNightScreens(2, 'putana');
      await table.expectNotAllowed(putana, putana); // N9: not herself
      await table.nightPick(putana, civilian, 'putana', 2);
      await table.expectNightStep(2, 'mafia');
      await table.nightPick(ma, doctor, 'mafia', 2);
      // N4: each mafioso sees the other's pick live on his card; nobody else does. (Read on the
      // second mafioso's own holds, side by side with another phone's: the step's clock is short.)
      const [mbFace] = await Promise.all([table.nightPick(mb, doctor, 'mafia', 2), table.expectNoTeamPicks(doctor)]);
      table.expectTeamPick(mbFace, ma, doctor);
      await table.expectNightStep(2, 'maniac');
      await table.nightPick(maniac, commissar, 'maniac', 2);
      await table.expectNightStep(2, 'doctor');
      await table.waitPhone(doctor, { name: 'night', night: 2, nightStep: 'doctor' });
      await table.nightPick(doctor, doctor, 'doctor', 2);
      await table.expectNightStep(2, 'commissar');
      await table.nightPick(commissar, ma, 'commissar', 2);
      // N6: the healed Doctor survives the mafia; the Maniac's victim dies (N8).
      await table.expectMorning(2, [commissar]);
      await table.expectCheck(commissar, 2, ma, 'mafia', false); // N5, once his step is over

      // Day 2. D2/L3: the night-killed Commissar speaks first and reveals his check.
      await table.lastWord(commissar, { reveal: { target: ma, isMafia: true } });
      await table.expectOut(commissar, 'killed');
      // L6: two warnings remove the second Mafia, during the first speech of the day: the TV's
      // call alone, the VIP's phone has no such power (H5).
      const firstSpeaker = model.speechOrder(2)[0]!;
      const warnings = async () => {
        await table.warnFromTv(mb, 1);
        await table.expectVipMenu(await table.vipSeat());
        await table.warnFromTv(mb, 2);
      };
      await table.speeches(2, new Map(), new Map([[firstSpeaker, warnings]]));
      expect(model.alive.has(mb)).toBe(false);
      // V6: the Putana's client has an alibi today; everyone else may be voted out.
      const candidates2 = model.living().filter((seat) => seat !== civilian);
      const day2: [number, number][] = [[ma, doctor], [doctor, ma], [maniac, ma], [putana, ma], [civilian, ma]];
      await table.vote(day2, { candidates: candidates2, disabled: [civilian] });
      await expect(table.tvId('alibi')).toHaveText(`Alibi: ${table.tvWho(civilian)} cannot be voted out today`);
      await table.expectResult(`${table.tvWho(ma)} leaves the table`, countsOf(candidates2, day2));
      await expect(table.tvId('alibi')).toBeVisible();
      model.leave(ma);
      // L2: a Mafia voted out has no last word: night falls.
      await table.expectNightStep(3, 'putana');
      await table.expectOut(ma, 'voted');

      // Night 3: N9 — not the same client two nights running.
      await table.waitPhone(putana, { name: 'night', night: 3, nightStep: 'putana' });
      await table.expectNotAllowed(putana, civilian);
      await table.nightPick(putana, doctor, 'putana', 3);
      await table.expectNightStep(3, 'mafia'); // N20: called though no Mafia is left
      await table.expectNightStep(3, 'maniac');
      await table.nightPick(maniac, putana, 'maniac', 3);
      await table.expectNightStep(3, 'doctor');
      await table.waitPhone(doctor, { name: 'night', night: 3, nightStep: 'doctor' });
      await table.expectNotAllowed(doctor, doctor); // N7
      await table.nightPick(doctor, civilian, 'doctor', 3);
      await table.expectNightStep(3, 'commissar'); // called though the Commissar is gone
      await table.expectMorning(3, [putana]);

      // Day 3: the Putana's last client (the Doctor) has the alibi; the Civilian is voted out.
      await table.speeches(3);
      const candidates3 = [maniac, civilian].sort((a, b) => a - b);
      await table.vote([[maniac, civilian], [civilian, maniac], [doctor, civilian]], { candidates: candidates3, disabled: [doctor] });
      model.leave(civilian);
      expect(await table.expectGameOver()).toBe('maniac');
      const at = (seat: number) => table.timelineSeat(seat);
      await table.expectTimeline([
        `Lover ${putana} → ${at(civilian)} visited`,
        `Mafia ${ma} → ${at(doctor)} shot`,
        `Maniac ${maniac} → ${at(commissar)} shot`,
        `Doctor ${doctor} → ${at(doctor)} healed`,
        `Commissar ${commissar} → ${at(ma)} checked: mafia`,
        `${at(doctor)} saved`,
        `${at(commissar)} killed`,
        `Lover ${putana} → ${at(doctor)} visited`,
        `Maniac ${maniac} → ${at(putana)} shot`,
        `Doctor ${doctor} → ${at(civilian)} kept busy by the Lover`, // the Putana's client (N10)
        `${at(putana)} killed`,
      ]);

      expect(await table.auditLeaks()).toBeGreaterThan(200);
    } finally {
      await table.close();
    }
  });
});
