// "Export as a CI check": requirements on the run's figures (the sweep's metric catalog),
// the exact command that checks them, and the scenario file and a script to download. Each
// requirement is read by the CLI's own parser before it is offered.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../useModalDialog';
import { ASSERTION_OPERATORS, type Operator } from '../../cli/assertions';
import { downloadTextFile } from '../../scenarios/browserFiles';
import { exportScenarioJson, scenarioFileName } from '../../scenarios/files';
import { appStore } from '../../store/appStore';
import { metricChoices } from '../sweep/sweepChoices';
import { metricWords } from '../sweep/sweepWords';
import {
  checkScript,
  ciCommand,
  requirementOk,
  requirementSpec,
  suggestedRequirement,
  type Requirement,
} from './ciCommand';
import '../interop/interop.css';
import './ciCheck.css';

export function CiCheckDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The scenario as it is when the dialog opens: the one the share link encodes, edits and all.
  const [scenario, setScenario] = useState(() => appStore.getState().scenario);
  const [requirements, setRequirements] = useState<Requirement[]>([]);

  useModalDialog(dialog, open, () => {
    const { scenario: now, summary } = appStore.getState();
    setScenario(now);
    setRequirements([suggestedRequirement(now, summary)]);
  });

  const metrics = metricChoices(scenario);
  const fileName = scenarioFileName(scenario);
  const bad = requirements.filter((r) => !requirementOk(r, scenario));
  const ready = requirements.length > 0 && bad.length === 0;
  const command = ciCommand(fileName, requirements);
  const edit = (i: number, change: Partial<Requirement>) =>
    setRequirements((rs) => rs.map((r, j) => (j === i ? { ...r, ...change } : r)));

  return (
    <dialog
      ref={dialog}
      className="interop-dialog"
      aria-labelledby="ci-check-title"
      onClose={onClose}
      data-testid="ci-check-dialog"
    >
      <h2 id="ci-check-title">{t('ciCheck.title')}</h2>
      <p className="dim">{t('ciCheck.intro')}</p>
      <fieldset className="ci-check__requirements">
        <legend>{t('ciCheck.requirementsHeading')}</legend>
        {requirements.map((r, i) => (
          <div key={i} className="ci-check__row" data-testid="ci-check-requirement">
            <label>
              <span className="sr-only">{t('ciCheck.metric')}</span>
              <select
                value={r.metric}
                onChange={(e) => edit(i, { metric: e.target.value })}
                data-testid="ci-check-metric"
              >
                {metrics.map((m) => (
                  <option key={m} value={m}>
                    {metricWords(t, m)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="sr-only">{t('ciCheck.operator')}</span>
              <select
                value={r.operator}
                onChange={(e) => edit(i, { operator: e.target.value as Operator })}
                data-testid="ci-check-operator"
              >
                {ASSERTION_OPERATORS.map((op) => (
                  <option key={op} value={op}>
                    {op}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="sr-only">{t('ciCheck.threshold')}</span>
              <input
                type="text"
                inputMode="decimal"
                size={8}
                value={r.threshold}
                aria-invalid={!requirementOk(r, scenario)}
                onChange={(e) => edit(i, { threshold: e.target.value })}
                data-testid="ci-check-threshold"
              />
            </label>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setRequirements((rs) => rs.filter((_, j) => j !== i))}
              data-testid="ci-check-remove"
            >
              {t('ciCheck.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setRequirements((rs) => [...rs, suggestedRequirement(scenario, null)])}
          data-testid="ci-check-add"
        >
          {t('ciCheck.add')}
        </button>
      </fieldset>
      {bad.map((r, i) => (
        <div key={i} role="alert" className="interop-dialog__error" data-testid="ci-check-error">
          {t('ciCheck.invalid', { spec: requirementSpec(r) })}
        </div>
      ))}
      {requirements.length === 0 && <p className="dim">{t('ciCheck.none')}</p>}
      <h3>{t('ciCheck.commandHeading')}</h3>
      <pre className="ci-check__command">
        <code data-testid="ci-check-command">{command}</code>
      </pre>
      <div className="interop-dialog__row">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!ready}
          onClick={() => void navigator.clipboard?.writeText(command)}
          data-testid="ci-check-copy"
        >
          {t('ciCheck.copy')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() =>
            downloadTextFile(fileName, exportScenarioJson(scenario), 'application/json')
          }
          data-testid="ci-check-download-scenario"
        >
          {t('ciCheck.downloadScenario')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!ready}
          onClick={() =>
            downloadTextFile('check.sh', checkScript(fileName, requirements), 'text/x-sh')
          }
          data-testid="ci-check-download-script"
        >
          {t('ciCheck.downloadScript')} <code>check.sh</code>
        </button>
      </div>
      <div className="interop-dialog__row interop-dialog__row--end">
        <button type="button" className="btn" onClick={onClose}>
          {t('ciCheck.close')}
        </button>
      </div>
    </dialog>
  );
}
