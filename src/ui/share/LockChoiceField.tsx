// The QR dialog's teacher control: lock nothing, the settings the teacher changed, or every
// setting, in the link and its QR code (students see them but cannot change them).
import { useTranslation } from 'react-i18next';
import type { LockChoice } from './lockChoice';

const CHOICES = ['none', 'changed', 'all'] as const satisfies readonly LockChoice[];

export function LockChoiceField(props: {
  choice: LockChoice;
  changedCount: number;
  onChange(choice: LockChoice): void;
}) {
  const { t } = useTranslation();
  const label = (c: LockChoice) =>
    c === 'none'
      ? t('qr.lock.none')
      : c === 'all'
        ? t('qr.lock.all')
        : props.changedCount === 0
          ? t('qr.lock.changedNone')
          : t('qr.lock.changed', { count: props.changedCount });
  return (
    <fieldset className="qr-dialog__lock" data-testid="qr-lock">
      <legend>{t('qr.lock.legend')}</legend>
      {CHOICES.map((c) => (
        <label key={c}>
          <input
            type="radio"
            name="qr-lock"
            value={c}
            checked={props.choice === c}
            disabled={c === 'changed' && props.changedCount === 0}
            onChange={() => props.onChange(c)}
            data-testid={`qr-lock-${c}`}
          />{' '}
          {label(c)}
        </label>
      ))}
    </fieldset>
  );
}
