/**
 * The moment a fan-out is shown (docs/PROTOCOL.md, "Ordering"): a view that
 * changes what the whole table sees carries `at`, the TV's clock this long
 * after it leaves, and every phone shows it then, not as it arrives.
 *
 * SHOW_LEAD_MS covers the fan-out's own spread and a frame's trip across a
 * slow Wi-Fi (45 ms and more with 30 ± 15 ms of delay, the device LAN's), so
 * screens around the table change together, whatever the order they got the
 * frame in. The TV's own screen is first.
 */
export const SHOW_LEAD_MS = 100;

/** A phone holds a view for its moment at most this long: a TV clock far ahead is not believed. */
export const MAX_SHOW_WAIT_MS = 250;

/**
 * A phone holding a view wakes this long before its moment, and then shows it
 * on time. A renderer idle until the moment itself starts its change late,
 * later the more phones wake with it: 16 pages on 2 cores changing one line of
 * text at one moment started a median 8.6 ms late (the last, 20.6 ms); woken
 * 20 ms before, 3.2 ms (the last, 8.7 ms).
 */
export const SHOW_READY_MS = 20;
