// How much history the charts show.
import { useTranslation } from 'react-i18next';
const WINDOWS_S = [60, 120, 300, 900];

export function WindowPicker({
  windowS,
  onChange,
}: {
  windowS: number;
  onChange: (s: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="picker picker--inline">
      <span>{t('charts.showLast')}</span>
      <select value={windowS} onChange={(e) => onChange(Number(e.target.value))}>
        {WINDOWS_S.map((s) => (
          <option key={s} value={s}>
            {t('charts.minutes', { count: s / 60 })}
          </option>
        ))}
      </select>
    </label>
  );
}
