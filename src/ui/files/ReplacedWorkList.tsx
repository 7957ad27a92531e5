// The Files menu's "Replaced work" section: the works links and lessons replaced, newest
// first, each with its name, when it was replaced, and a Restore button.
import { useTranslation } from 'react-i18next';
import type { ReplacedWork } from '../../scenarios/replacedWork';
import { replacedWorkName, replacedWorkTime, restoreReplacedWork } from './replacedWorkActions';

export function ReplacedWorkList({
  entries,
  onRestore,
}: {
  entries: readonly ReplacedWork[];
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="files-menu__heading">{t('replaced.heading')}</div>
      {entries.length === 0 && <div className="files-menu__empty">{t('replaced.none')}</div>}
      <ol className="files-menu__replaced" data-testid="replaced-work-list">
        {entries.map((entry, i) => {
          const name = replacedWorkName(entry);
          return (
            <li key={`${entry.savedAtMs}:${i}`} className="files-menu__replaced-item">
              <span className="files-menu__replaced-name">
                {name}
                <span className="files-menu__replaced-time">{replacedWorkTime(entry)}</span>
              </span>
              <button
                type="button"
                className="btn"
                aria-label={t('replaced.restoreNamed', { name })}
                onClick={() => {
                  onRestore();
                  restoreReplacedWork(i);
                }}
                data-testid="restore-replaced"
              >
                {t('replaced.restore')}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
