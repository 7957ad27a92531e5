// Which preset (lesson) is loaded. Picking one starts a fresh run of it, paused.
import { useTranslation } from 'react-i18next';
import type { ChangeEvent } from 'react';
import { PRESETS, presetScenario } from '../../scenarios/presets';
import { appStore } from '../../store/appStore';
import { selectPresetId } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { inLanguage, useLanguage } from '../i18n/lessons';

function onChange(event: ChangeEvent<HTMLSelectElement>) {
  const id = event.target.value;
  if (id) appStore.getState().loadScenario(presetScenario(id), id);
}

export function PresetPicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  const presetId = useAppStore(selectPresetId);
  return (
    <label className="field-inline header-select">
      {t('preset.label')}
      <select value={presetId ?? ''} onChange={onChange} data-testid="preset-picker">
        {presetId === null && <option value="">{t('preset.yours')}</option>}
        {PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {inLanguage(p, language).lesson.title}
          </option>
        ))}
      </select>
    </label>
  );
}
