// A keyboard-friendly way to pick what to edit: every service and every call in one list.
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../../sim/scenario';
import { appStore } from '../../store/appStore';
import { callLinks } from '../graph/callGraph';
import type { GraphSelection } from '../graph/toFlowElements';

const encode = (s: GraphSelection) => (s ? `${s.kind}:${s.id}` : '');
const decode = (value: string): GraphSelection => {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return kind === 'service' || kind === 'edge' ? { kind, id } : null;
};

export function SelectionPicker({
  scenario,
  selection,
}: {
  scenario: Scenario;
  selection: GraphSelection;
}) {
  const { t } = useTranslation();
  return (
    <label className="picker">
      <span className="field__plain">{t('controls.edit')}</span>
      <select
        value={encode(selection)}
        onChange={(e) => appStore.getState().select(decode(e.target.value))}
        data-testid="selection-picker"
      >
        <option value="">{t('controls.pick')}</option>
        <optgroup label={t('controls.services')}>
          {scenario.services.map((s) => (
            <option key={s.name} value={`service:${s.name}`}>
              {s.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('controls.calls')}>
          {callLinks(scenario).map((l) => (
            <option key={l.key} value={`edge:${l.key}`}>
              {l.caller} → {l.callee}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
}
