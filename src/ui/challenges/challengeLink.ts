// The link to a challenge: its starting scenario (the short preset form) and `&c=<id>`.
import { challengeStart } from '../../scenarios/challenges/evaluate';
import type { Challenge } from '../../scenarios/challenges/types';
import { keptRoomSuffix } from '../share/roomLink';
import { scenarioHash, urlWithHash } from '../share/urlSync';

export function challengeLink(
  challenge: Challenge,
  where: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string {
  const hash = scenarioHash(challengeStart(challenge), challenge.presetId);
  const room = keptRoomSuffix({ challenge: challenge.id, locks: [] });
  return `${where.origin}${urlWithHash(where, hash + room)}`;
}
