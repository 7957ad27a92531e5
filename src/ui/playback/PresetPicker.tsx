// Which preset (lesson) is loaded. Picking one starts a fresh run of it, paused.
import type { ChangeEvent } from 'react';
import { PRESETS, presetScenario } from '../../scenarios/presets';
import { appStore } from '../../store/appStore';
import { selectPresetId } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';

function onChange(event: ChangeEvent<HTMLSelectElement>) {
  const id = event.target.value;
  if (id) appStore.getState().loadScenario(presetScenario(id), id);
}

export function PresetPicker() {
  const presetId = useAppStore(selectPresetId);
  return (
    <label className="field-inline header-select">
      Scenario
      <select value={presetId ?? ''} onChange={onChange} data-testid="preset-picker">
        {presetId === null && <option value="">Your scenario</option>}
        {PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {p.lesson.title}
          </option>
        ))}
      </select>
    </label>
  );
}
