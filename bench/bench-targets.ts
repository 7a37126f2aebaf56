// The targets `npm run bench` reads its figures against, each
// printed with its figure beside it. A target that moves with the machine is
// read against a floor measured in the same run: the phones' spread against
// the same pages changing one line of text at one moment (bench-table.ts
// floorSpread; on a device LAN, told that moment over the LAN:
// lanFloorSpreads), a tap against a raw PeerJS echo.
export type Figures = Record<string, unknown>;

export interface Judged {
  value: unknown;
  target: string;
  /** null: a figure printed for the record, with no target of its own. */
  met: boolean | null;
}

type Rule = (value: unknown, figures: Figures) => Omit<Judged, 'value'> | null;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const atMost =
  (limit: number, unit = ''): Rule =>
  (value) => {
    const v = num(value);
    return { target: `≤ ${limit}${unit}`, met: v === null ? false : v <= limit };
  };

const atLeast =
  (limit: number, unit = ''): Rule =>
  (value) => {
    const v = num(value);
    return { target: `≥ ${limit}${unit}`, met: v === null ? false : v >= limit };
  };

/** At most the floor measured in the same run (`floorKey`, beside the figure) plus `ms`. */
const overFloor =
  (floorKey: string, ms: number): Rule =>
  (value, figures) => {
    const v = num(value);
    const floor = num(figures[floorKey]);
    if (floor === null) return { target: `≤ ${floorKey} + ${ms} ms (no floor measured)`, met: false };
    const limit = Math.round((floor + ms) * 10) / 10;
    return { target: `≤ ${limit} (${floorKey} ${floor} + ${ms} ms)`, met: v === null ? false : v <= limit };
  };

/** "counted/sent": every ballot sent in the vote's last 100 ms counted (16/16 when all 16 phones hold one). */
const everyBallot: Rule = (value) => {
  const [counted, sent] = String(value).split('/').map(Number);
  return { target: `${sent}/${sent}, every ballot sent counted`, met: sent! > 0 && counted === sent };
};

const record = (target: string): Rule => () => ({ target, met: null });

/** The figures of one table (loopback, or a LAN's `table`). */
const TABLE_RULES: Record<string, Rule> = {
  actionToEchoRatio: atMost(1.5),
  fanoutSpreadMsP95: overFloor('fanoutSpreadFloorMsP95', 8),
  fanoutSpreadMsP50: overFloor('fanoutSpreadFloorMsP50', 3),
  lastSecondBallots: everyBallot,
};

/**
 * A LAN's table: the phones' spread against the floor measured on that LAN,
 * bare pages told their moment over it (bench-table.ts lanFloorSpreads); the
 * one-machine floor (no network at all) is printed beside it.
 */
const LAN_TABLE_RULES: Record<string, Rule> = {
  ...TABLE_RULES,
  fanoutSpreadMsP95: overFloor('fanoutSpreadLanFloorMsP95', 8),
  fanoutSpreadMsP50: overFloor('fanoutSpreadLanFloorMsP50', 3),
};

const RULES: Record<string, Rule> = {
  engineGamesPerSecond: atLeast(2000),
  // 60 KB read as 60,000 bytes: met under either reading of a kilobyte.
  phoneJsGzipBytes: atMost(60_000, ' bytes'),
  phoneJsLazyGzipBytes: record('loaded after the join screen shows'),
  joinMsP95: atMost(1000, ' ms'),
  ...TABLE_RULES,
  tvTaskMsP95: atMost(16, ' ms'),
  tvReloadResumeMs: atMost(5000, ' ms'),
  tvHeapMb: atMost(50, ' MB'),
  narratorRealVoiceWorstLagMs: atMost(1000, ' ms'),
  narratorBuiltinWorstLagMs: atMost(1000, ' ms'),
};

/**
 * Each target whose figure is in `figures` (only those named in `keys`, when
 * given), with its figure beside it; the device LAN's tables as
 * `deviceLan.<lan>.<figure>`.
 */
export function judge(figures: Figures, keys?: string[]): Record<string, Judged> {
  const judged: Record<string, Judged> = {};
  const wanted = (key: string) => !keys || keys.includes(key);
  for (const [key, rule] of Object.entries(RULES)) {
    if (!(key in figures) || !wanted(key)) continue;
    const verdict = rule(figures[key], figures);
    if (verdict) judged[key] = { value: figures[key], ...verdict };
  }
  const lans = figures.deviceLan;
  if (lans && typeof lans === 'object' && wanted('deviceLan')) {
    for (const [lan, lanFigures] of Object.entries(lans as Record<string, unknown>)) {
      const table = (lanFigures as { table?: Figures } | null)?.table;
      if (!table || typeof table !== 'object') continue;
      for (const [key, rule] of Object.entries(LAN_TABLE_RULES)) {
        if (!(key in table)) continue;
        const verdict = rule(table[key], table);
        if (verdict) judged[`deviceLan.${lan}.${key}`] = { value: table[key], ...verdict };
      }
    }
  }
  return judged;
}
