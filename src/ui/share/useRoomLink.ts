// Applies the classroom part of the link the page opened with (and of a link pasted later):
// the challenge, the locks, the lesson step, and the moment: the run is taken to exactly t
// and paused there, at the link's speed, so the whole room starts from the same frame.
import { useEffect } from 'react';
import { CHALLENGES, getChallenge } from '../../scenarios/challenges/catalog';
import { challengeStart } from '../../scenarios/challenges/evaluate';
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';
import { appStore } from '../../store/appStore';
import { selectStatus } from '../../store/selectors';
import { i18n } from '../i18n/i18n';
import { notReplacedDetail, replaceWork } from '../files/replacedWorkActions';
import { ALL_SETTINGS } from '../controls/settingsCatalog';
import { SPEEDS } from '../playback/SpeedSelect';
import { linkNoticeStore, setLinkNotice } from './linkNoticeStore';
import { readRoomParams, type RoomParams } from './roomLink';
import { roomClampText, roomProblemsText } from './linkWords';
import { roomStore } from './roomStore';
import { seekEndWatch } from './seekWatch';
import { linkOfHashChange } from './openLink';
import { useSlowDown } from '../lessons/slowDownStore';

const KNOWN_BUT_THE_RUN = {
  challenges: CHALLENGES.map((c) => c.id),
  settingIds: ALL_SETTINGS.map((s) => s.id),
  speeds: SPEEDS,
};

/**
 * Takes the run to exactly `atMs` (the worker's `seek`: full speed, then paused there, or
 * replayed from 0 when the run is past it) at the link's speed; returns a canceller. While it
 * runs, the faults it passes are not the room's to watch: the slow-down stands aside.
 */
function runTo(atMs: number, speed: RoomParams['speed']): () => void {
  const app = appStore.getState();
  if (speed !== undefined) app.setSpeed(speed);
  useSlowDown.getState().setSeeking(true);
  const ended = seekEndWatch(atMs);
  const unsubscribe = appStore.subscribe((s) => {
    if (ended({ ...s, status: selectStatus(s) })) stop();
  });
  function stop() {
    unsubscribe();
    useSlowDown.getState().setSeeking(false);
  }
  app.seek(atMs);
  return stop;
}

export function applyRoomLink(hash: string): () => void {
  // The scenario part of the link has been opened (useScenarioSync's listener runs first):
  // the run on screen is the link's, and its length bounds `t`.
  const durationS = appStore.getState().scenario.durationMs / 1000;
  const { params, problems, clamps } = readRoomParams(hash, { ...KNOWN_BUT_THE_RUN, durationS });
  const challenge = params.challenge ? getChallenge(params.challenge) : undefined;
  if (challenge && !decodeScenarioFromUrl(hash).ok) {
    // `#c=<id>` alone: the challenge's own start, with the work it replaces kept.
    const replaced = replaceWork(challengeStart(challenge), challenge.presetId);
    if (!replaced.ok) {
      const title = i18n.t('replaced.linkNotOpened');
      setLinkNotice({ kind: 'broken', title, detail: notReplacedDetail(replaced.error) });
      return () => {};
    }
  }
  roomStore.setState({
    challenge: params.challenge ?? null,
    locks: params.locks,
    step: params.step !== undefined ? { n: params.step } : null,
  });
  const lines = [
    ...(problems.length > 0 ? [roomProblemsText(i18n.t, problems)] : []),
    ...clamps.map((c) => roomClampText(i18n.t, c, durationS)),
  ];
  if (lines.length > 0) {
    // Added to this link's own notice about its scenario part (set just before, for this
    // link, so a new link's banner replaces the last one's rather than stacking on it).
    const before = linkNoticeStore.getState().notice;
    const detail = lines.join('\n');
    const title = i18n.t(problems.length > 0 ? 'roomErrors.title' : 'roomErrors.clampedTitle');
    setLinkNotice(
      before
        ? { ...before, detail: `${before.detail}\n${detail}` }
        : { kind: 'warning', title, detail },
    );
  }
  if (params.atS !== undefined) return runTo(params.atS * 1000, params.speed);
  if (params.speed !== undefined) appStore.getState().setSpeed(params.speed);
  return () => {};
}

/** For the page's lifetime: the opening link's classroom part, then any link pasted later. */
export function useRoomLink(): void {
  useEffect(() => {
    let cancel = applyRoomLink(window.location.hash);
    const onHashChange = (event: HashChangeEvent) => {
      cancel();
      cancel = applyRoomLink(linkOfHashChange(event));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancel();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);
}
