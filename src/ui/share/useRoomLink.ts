// Applies the classroom part of the link the page opened with (and of a link pasted later):
// the challenge, the locks, the lesson step, and the moment: the run is taken to t at full
// speed and paused there, at the link's speed, so the whole room starts from the same frame.
import { useEffect } from 'react';
import { CHALLENGES, getChallenge } from '../../scenarios/challenges/catalog';
import { challengeStart } from '../../scenarios/challenges/evaluate';
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';
import { appStore } from '../../store/appStore';
import { i18n } from '../i18n/i18n';
import { notReplacedDetail, replaceWork } from '../files/replacedWorkActions';
import { ALL_SETTINGS } from '../controls/settingsCatalog';
import { SPEEDS } from '../playback/SpeedSelect';
import { linkNoticeStore, setLinkNotice } from './linkNoticeStore';
import { readRoomParams, type RoomParams } from './roomLink';
import { roomStore } from './roomStore';
import { useSlowDown } from '../lessons/slowDownStore';

const KNOWN = {
  challenges: CHALLENGES.map((c) => c.id),
  settingIds: ALL_SETTINGS.map((s) => s.id),
  speeds: SPEEDS,
};

/** Plays at full speed until `atMs`, then pauses and sets `speed`; returns a canceller. */
function runTo(atMs: number, speed: RoomParams['speed']): () => void {
  const app = appStore.getState();
  const finalSpeed = speed ?? app.speed;
  if (atMs <= app.nowMs) {
    app.setSpeed(finalSpeed);
    return () => {};
  }
  useSlowDown.getState().setSeeking(true);
  app.setSpeed('max');
  app.play();
  const unsubscribe = appStore.subscribe((s) => {
    // Until the worker has loaded and played past t (or the run ended before it).
    if (s.nowMs < atMs && s.status !== 'finished') return;
    stop();
    s.pause();
    s.setSpeed(finalSpeed);
  });
  function stop() {
    unsubscribe();
    // Updates already on their way still show the run playing past t (at full speed it
    // overshoots): the seek lasts until the pause has landed.
    if (appStore.getState().status !== 'playing') useSlowDown.getState().setSeeking(false);
    else {
      const settled = appStore.subscribe((s) => {
        if (s.status === 'playing') return;
        settled();
        useSlowDown.getState().setSeeking(false);
      });
    }
  }
  return stop;
}

export function applyRoomLink(hash: string): () => void {
  const { params, errors } = readRoomParams(hash, KNOWN);
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
  if (errors.length > 0) {
    const before = linkNoticeStore.getState().notice;
    const detail = `Ignored: ${errors.join('; ')}.`;
    setLinkNotice(
      before
        ? { ...before, detail: `${before.detail}\n${detail}` }
        : { kind: 'warning', title: 'Part of this link was not understood', detail },
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
    const onHashChange = () => {
      cancel();
      cancel = applyRoomLink(window.location.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancel();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);
}
