import { describe, expect, it } from 'vitest';
import { judge } from '../../bench/bench-targets';

describe("the bench's targets", () => {
  it('prints each figure with its target beside it, the spread against the floor of the same run', () => {
    const judged = judge({ fanoutSpreadMsP95: 30, fanoutSpreadFloorMsP95: 25, fanoutSpreadMsP50: 14, fanoutSpreadFloorMsP50: 10, tvTaskMsP95: 16.1 });
    expect(judged.fanoutSpreadMsP95).toEqual({ value: 30, target: '≤ 33 (fanoutSpreadFloorMsP95 25 + 8 ms)', met: true });
    expect(judged.fanoutSpreadMsP50?.met).toBe(false);
    expect(judged.tvTaskMsP95).toEqual({ value: 16.1, target: '≤ 16 ms', met: false });
  });

  it('reads a missing floor or a missing figure as not met, never as met', () => {
    expect(judge({ fanoutSpreadMsP95: 1 }).fanoutSpreadMsP95?.met).toBe(false);
    expect(judge({ engineGamesPerSecond: null }).engineGamesPerSecond?.met).toBe(false);
  });

  it('counts the ballots: every one sent counted', () => {
    expect(judge({ lastSecondBallots: '16/16' }).lastSecondBallots?.met).toBe(true);
    expect(judge({ lastSecondBallots: '15/16' }).lastSecondBallots?.met).toBe(false);
    expect(judge({ lastSecondBallots: '0/0' }).lastSecondBallots?.met).toBe(false);
  });

  it("judges a device LAN's table by the floor measured on that LAN, and only the figures of the stage asked for", () => {
    const table = { actionToEchoRatio: 1.4, fanoutSpreadMsP95: 50, fanoutSpreadFloorMsP95: 40, fanoutSpreadLanFloorMsP95: 41 };
    const figures = { joinMsP95: 700, deviceLan: { netem: { table }, plain: { seated: 8 } } };
    const all = judge(figures);
    expect(all['deviceLan.netem.actionToEchoRatio']?.met).toBe(true);
    expect(all['deviceLan.netem.fanoutSpreadMsP95']).toMatchObject({ met: false, target: '≤ 49 (fanoutSpreadLanFloorMsP95 41 + 8 ms)' });
    // The one-machine floor is not what a LAN's spread is read against.
    expect(judge({ deviceLan: { netem: { table: { ...table, fanoutSpreadLanFloorMsP95: 45 } } } })['deviceLan.netem.fanoutSpreadMsP95']?.met).toBe(true);
    // No floor measured on the LAN: not met, and said so.
    const { fanoutSpreadLanFloorMsP95: _, ...noFloor } = table;
    expect(judge({ deviceLan: { netem: { table: noFloor } } })['deviceLan.netem.fanoutSpreadMsP95']).toMatchObject({ met: false, target: expect.stringContaining('no floor measured') });
    expect(Object.keys(judge(figures, ['joinMsP95']))).toEqual(['joinMsP95']);
  });
});
