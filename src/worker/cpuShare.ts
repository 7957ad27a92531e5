// How much of a core the simulation worker leaves to the page when it cannot keep up.
//
// At a speed the engine cannot reach (the bench scenario at 1000×) the worker would run flat
// out. On a machine with two cores that leaves the page's main thread, its compositor and the
// rasteriser one core between them, and the page drops frames: `npm run bench:ui` measured
// 650–720 ms of main-thread task time per second and 40–55 frames over 20 ms in 10 s, against
// 380–420 ms and 11–17 with a 4 ms rest after each 10 ms slice (the runtime's slice, pacer.ts).
// The simulation then runs at about 70 % of its flat-out rate, only while it is behind anyway.
// With more cores the page has a core of its own and the worker does not rest.
// "As fast as possible" never rests: the user asked for the result, not the show.

export const REST_WHEN_BEHIND_MS = 4;

/** Rest after a slice that fell behind, for a machine with `cores` logical cores. */
export function restWhenBehindMs(cores: number | undefined): number {
  return cores !== undefined && cores > 2 ? 0 : REST_WHEN_BEHIND_MS;
}
