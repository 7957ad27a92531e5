// The floor under the engine: a bare (time, sequence) binary-heap event loop doing
// nothing but scheduling and popping the same number of events, with a similar number
// of events pending. The engine's events/s divided by this is the cost of the model.
import { EventQueue } from '../../src/sim/core/eventQueue';
import { RandomStream } from '../../src/sim/core/random';

export function bareHeapLoop(events: number, pending: number): { eventsPerS: number; wallMs: number } {
  const queue = new EventQueue();
  const rng = new RandomStream(1);
  let now = 0;
  let left = events;
  const tick = () => {
    if (left-- > 0) queue.schedule(now + rng.exponential(1000), tick);
  };
  for (let i = 0; i < pending; i++) queue.schedule(rng.exponential(1000), tick);
  const t0 = performance.now();
  for (;;) {
    const event = queue.pop();
    if (!event) break;
    now = event.timeMs;
    event.run();
  }
  const wallMs = performance.now() - t0;
  return { eventsPerS: (events + pending) / (wallMs / 1000), wallMs };
}
