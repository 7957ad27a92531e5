// The race while it runs in the workers: how many libraries have finished, with a cancel;
// after a cancel or a failure, what happened and a way to race again.
import { useTranslation } from 'react-i18next';
import type { RaceView } from './useRace';

interface Props {
  view: RaceView;
  onCancel(): void;
  onAgain(): void;
}

export function RaceProgress({ view, onCancel, onAgain }: Props) {
  const { t } = useTranslation();
  const button = (label: string, onClick: () => void, testId: string) => (
    <button type="button" className="btn" onClick={onClick} data-testid={testId}>
      {label}
    </button>
  );
  return (
    <p
      className="race-progress"
      role={view.status === 'failed' ? 'alert' : 'status'}
      data-testid="race-progress"
      data-status={view.status}
    >
      {(view.status === 'running' || view.status === 'cancelling') && (
        <>
          {t('race.running')} {t('race.progress', view)}{' '}
          {view.canCancel && button(t('race.cancel'), onCancel, 'race-cancel')}
        </>
      )}
      {view.status === 'cancelled' && (
        <>
          {t('race.cancelled', view)} {button(t('race.again'), onAgain, 'race-again')}
        </>
      )}
      {view.status === 'failed' && (
        <>
          {t('race.failed', { message: view.message })}{' '}
          {button(t('race.again'), onAgain, 'race-again')}
        </>
      )}
    </p>
  );
}
