// Pure: the settings a teacher's link locks. "The settings I changed" are the catalog ids of
// what differs from the scenario the work started from (the pinned baseline A, else the
// preset): the same diff the compare panel's "what changed" list words. "All" is `all`.
// Locks are by setting id, so a change to one service's queue timeout locks that setting on
// every service: a student cannot undo it anywhere.
import { diffSettings, type Scenario } from '../../sim/scenario';
import { settingAtPath } from '../compare/changeLabels';
import { LOCK_ALL } from './roomLink';

export type LockChoice = 'none' | 'changed' | 'all';

/** The catalog ids of the settings that differ, once each, in the order they differ. */
export function changedSettingIds(reference: Scenario, scenario: Scenario): string[] {
  const ids = diffSettings(reference, scenario)
    .map((c) => settingAtPath(c.path)?.setting?.id)
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}

/** The link's locks: the ones it already carries, plus the teacher's choice. */
export function locksFor(
  carried: readonly string[],
  choice: LockChoice,
  changed: readonly string[],
): string[] {
  const added = choice === 'all' ? [LOCK_ALL] : choice === 'changed' ? changed : [];
  const locks = [...new Set([...carried, ...added])];
  return locks.includes(LOCK_ALL) ? [LOCK_ALL] : locks;
}
