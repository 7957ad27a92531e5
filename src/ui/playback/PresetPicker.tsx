// Which preset (lesson) is loaded. Picking one starts a fresh run of it, paused; edited
// work it replaces is kept in the Files menu's "Replaced work" list.
import { useTranslation } from 'react-i18next';
import type { ChangeEvent } from 'react';
import { PRESETS, presetScenario } from '../../scenarios/presets';
import { selectPresetId, selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { showFileNotice } from '../files/fileNotice';
import { notReplacedDetail, replaceWork } from '../files/replacedWorkActions';
import { i18n } from '../i18n/i18n';
import { inLanguage, useLanguage } from '../i18n/lessons';
import { scenarioDescription } from '../i18n/scenarioDescription';

function onChange(event: ChangeEvent<HTMLSelectElement>) {
  const id = event.target.value;
  if (!id) return;
  const replaced = replaceWork(presetScenario(id), id);
  if (!replaced.ok) {
    const title = i18n.t('replaced.lessonNotOpened');
    showFileNotice({ kind: 'error', title, detail: notReplacedDetail(replaced.error) });
  }
}

export function PresetPicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  const presetId = useAppStore(selectPresetId);
  const scenario = useAppStore(selectScenario);
  // The lesson's description on hover (the header names a scenario of one's own beside it).
  const description =
    presetId === null ? undefined : scenarioDescription(scenario, presetId, language);
  return (
    <label className="field-inline header-select">
      <span className="header-select__label">{t('preset.label')}</span>
      <select
        value={presetId ?? ''}
        onChange={onChange}
        title={description}
        data-testid="preset-picker"
      >
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
