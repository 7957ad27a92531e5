// Pure: the classroom part of a link, after the scenario: `&c=<challenge>` opens a
// challenge, `&lock=<setting ids>` shows those settings locked, and `&step=3&t=90&x=10`
// opens the lesson at step 3, the run at t = 90 s, playing at 10×, so a whole room starts
// at the same moment. Links without them open as before. A bad value is named in a
// message and ignored; a time out of the run's range is clamped into it, and the note says
// to what; the rest of the link still opens.
import { readHashParams } from '../../scenarios/urlCodec';

export interface RoomParams {
  challenge?: string;
  /** Setting ids, or id prefixes (`edge.retry` locks every retry setting); `all` locks all. */
  locks: string[];
  /** 1-based, as the lesson's step dots show it. */
  step?: number;
  atS?: number;
  speed?: number | 'max';
}

/** A bad classroom value, as facts: `errors` says it in English, the page in its language. */
export type RoomProblem =
  | { code: 'unknownChallenge'; text: string; known: readonly string[] }
  | { code: 'unknownLock'; text: string }
  | { code: 'badStep'; text: string }
  | { code: 'badTime'; text: string }
  | { code: 'badSpeed'; text: string; speeds: readonly (number | 'max')[] };

/** A value the link asked for that was out of range, and the value used instead. */
export type RoomClamp = { code: 'timeClamped'; text: string; toS: number };

const ROOM_EN: { [C in RoomProblem['code']]: (p: Extract<RoomProblem, { code: C }>) => string } = {
  unknownChallenge: (p) => `there is no challenge "${p.text}" (there are: ${p.known.join(', ')})`,
  unknownLock: (p) => `lock: no setting is called "${p.text}"`,
  badStep: (p) => `step: expected a step number (1, 2, …), got "${p.text}"`,
  badTime: (p) => `t: expected seconds of simulated time (0 or more), got "${p.text}"`,
  badSpeed: (p) => `x: expected a speed of ${p.speeds.join(', ')}, got "${p.text}"`,
};

const roomProblemEn = (p: RoomProblem): string =>
  (ROOM_EN[p.code] as (p: RoomProblem) => string)(p);

export interface Known {
  challenges: readonly string[];
  settingIds: readonly string[];
  speeds: readonly (number | 'max')[];
  /** The run's length: a later `t` is clamped to it (none known: only below 0 is clamped). */
  durationS?: number;
}

/** The params that stay in the address while the scenario is edited (the rest are one-shot). */
const KEPT = ['c', 'lock'] as const;

export const LOCK_ALL = 'all';

export function isLocked(settingId: string, locks: readonly string[]): boolean {
  return locks.some((l) => l === LOCK_ALL || settingId === l || settingId.startsWith(`${l}.`));
}

function hashOf(input: string): string {
  const at = input.indexOf('#');
  return at >= 0 ? input.slice(at + 1) : input;
}

export function readRoomParams(
  input: string,
  known: Known,
): { params: RoomParams; errors: string[]; problems: RoomProblem[]; clamps: RoomClamp[] } {
  const raw = readHashParams(hashOf(input));
  const problems: RoomProblem[] = [];
  const clamps: RoomClamp[] = [];
  const params: RoomParams = { locks: [] };
  const c = raw.get('c');
  if (c !== undefined) {
    if (known.challenges.includes(c)) params.challenge = c;
    else problems.push({ code: 'unknownChallenge', text: c.slice(0, 40), known: known.challenges });
  }
  const lock = raw.get('lock');
  if (lock !== undefined) {
    for (const id of decodeURIComponent(lock).split(',').filter(Boolean)) {
      if (id === LOCK_ALL || known.settingIds.some((s) => isLocked(s, [id]))) params.locks.push(id);
      else problems.push({ code: 'unknownLock', text: id.slice(0, 40) });
    }
  }
  const step = raw.get('step');
  if (step !== undefined) {
    if (/^\d{1,3}$/.test(step) && Number(step) >= 1) params.step = Number(step);
    else problems.push({ code: 'badStep', text: step.slice(0, 20) });
  }
  const t = raw.get('t');
  if (t !== undefined) {
    const atS = Number(t);
    const endS = known.durationS ?? Infinity;
    const toS = Math.min(Math.max(atS, 0), endS);
    if (t.trim() === '' || !Number.isFinite(toS))
      problems.push({ code: 'badTime', text: t.slice(0, 20) });
    else {
      params.atS = toS;
      if (toS !== atS) clamps.push({ code: 'timeClamped', text: t.slice(0, 20), toS });
    }
  }
  const x = raw.get('x');
  if (x !== undefined) {
    const speed = known.speeds.find((s) => String(s) === x);
    if (speed !== undefined) params.speed = speed;
    else problems.push({ code: 'badSpeed', text: x.slice(0, 20), speeds: known.speeds });
  }
  return { params, errors: problems.map(roomProblemEn), problems, clamps };
}

/** `&c=…&lock=…` (the kept params), or '' when there are none. */
export function keptRoomSuffix(params: {
  challenge?: string | null;
  locks: readonly string[];
}): string {
  const parts: string[] = [];
  if (params.challenge) parts.push(`${KEPT[0]}=${params.challenge}`);
  if (params.locks.length > 0) parts.push(`${KEPT[1]}=${params.locks.join(',')}`);
  return parts.map((p) => `&${p}`).join('');
}

/** The one-shot part a teacher adds to a link: `&step=3&t=90&x=10`. */
export function momentSuffix(moment: Pick<RoomParams, 'step' | 'atS' | 'speed'>): string {
  const parts: string[] = [];
  if (moment.step !== undefined) parts.push(`step=${moment.step}`);
  if (moment.atS !== undefined) parts.push(`t=${moment.atS}`);
  if (moment.speed !== undefined) parts.push(`x=${moment.speed}`);
  return parts.map((p) => `&${p}`).join('');
}

/**
 * The moment on screen, for a link that opens every laptop there: the lesson's step (when a
 * lesson is shown), the simulated time to a tenth of a second (a replay lands on it exactly),
 * and the speed.
 */
export function momentNow(now: {
  lessonIndex: number;
  lessonCount: number;
  nowMs: number;
  speed: number | 'max';
}): Pick<RoomParams, 'step' | 'atS' | 'speed'> {
  return {
    ...(now.lessonCount > 0 ? { step: now.lessonIndex + 1 } : {}),
    atS: Math.floor(now.nowMs / 100) / 10,
    speed: now.speed,
  };
}
