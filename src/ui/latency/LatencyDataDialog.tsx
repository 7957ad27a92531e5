// A service's latency from its own measurements: paste or open durations, a Prometheus
// histogram or an HdrHistogram table, see the fit beside the data, then put it on the
// service as an undoable edit (the CLI's `import-data` patch). A file the reader refuses
// shows its line, and the scenario on screen stays as it was.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../useModalDialog';
import { appStore } from '../../store/appStore';
import { selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { applyEdit, useEditor } from '../editor/editorStore';
import { TextSource } from '../files/TextSource';
import { FitPreview } from './FitPreview';
import { chosenIndex } from './fitTable';
import { measuredPatch, planMeasuredEdits } from './measuredPatch';
import { useLatencyFit } from './useLatencyFit';
import '../interop/interop.css';
import './latency.css';

/** A million durations as CSV is about 10 MB; a larger file is more likely a wrong one. */
const MAX_MEASUREMENTS_FILE_BYTES = 16_000_000;
/**
 * An opened file longer than this is read but not put in the text area: Chromium lays out
 * 50,000 lines of a text area in one 3-second task (measured), 10,000 in 160 ms.
 */
const MAX_SHOWN_CHARS = 50_000;
/** The name a pasted text is read under (the reader goes by content; a name only breaks ties). */
const PASTED = 'pasted';

interface Props {
  /** The service to preselect; the picker offers every service. */
  service?: string;
  onClose(): void;
}

export function LatencyDataDialog({ service: initialService, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const scenario = useAppStore(selectScenario);
  const problems = useEditor((s) => s.problems);
  const [service, setService] = useState(initialService ?? scenario.services[0]?.name ?? '');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState(PASTED);
  const [candidate, setCandidate] = useState<number | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const { view, read } = useLatencyFit();

  useModalDialog(dialog);

  const start = (source: string, name: string) => {
    setReadError(null);
    setRefused(false);
    setCandidate(null);
    read({ text: source, fileName: name, service });
  };

  const hidden = fileName !== PASTED && text.length > MAX_SHOWN_CHARS;
  const result = view.status === 'read' ? view.result : null;
  const fitted = result?.ok ? result : null;
  const error = readError ?? (result && !result.ok ? result.error : null);
  const picked = fitted ? (candidate ?? chosenIndex(fitted.imported.report.fit)) : 0;
  const plan = fitted
    ? planMeasuredEdits(scenario, measuredPatch(fitted.imported, service, picked))
    : null;

  const apply = () => {
    if (!plan?.ok) return;
    const accepted = applyEdit(t('latencyData.edit', { service }), () => plan.scenario);
    if (!accepted) return setRefused(true);
    // The edit loads a fresh run, which clears the selection: the service's settings come
    // back, showing the new latency.
    appStore.getState().select({ kind: 'service', id: service });
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="interop-dialog latency-dialog"
      aria-labelledby="latency-dialog-title"
      onClose={onClose}
      data-testid="latency-data-dialog"
    >
      <h2 id="latency-dialog-title">{t('latencyData.dialogTitle')}</h2>
      <p className="dim">{t('latencyData.intro')}</p>
      <label className="interop-dialog__pair latency-dialog__service">
        {t('latencyData.serviceLabel')}
        <select
          value={service}
          onChange={(e) => {
            setService(e.target.value);
            setRefused(false);
          }}
          data-testid="latency-service"
        >
          {scenario.services.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <TextSource
        label={t('latencyData.pasteLabel')}
        text={hidden ? '' : text}
        placeholder={
          hidden
            ? t('latencyData.tooLargeToShow', {
                name: fileName,
                kB: Math.round(text.length / 1000),
              })
            : undefined
        }
        rows={5}
        onText={(next) => {
          setText(next);
          setFileName(PASTED);
        }}
        readLabel={t('latencyData.read')}
        readDisabled={view.status === 'reading'}
        onRead={() => start(text, fileName)}
        openLabel={t('latencyData.openFile')}
        accept=".csv,.json,.txt,.prom,.hgrm,.hdr"
        maxBytes={MAX_MEASUREMENTS_FILE_BYTES}
        onOpened={(content, name) => {
          setText(content);
          setFileName(name);
          start(content, name);
        }}
        onOpenFailed={setReadError}
        testId="latency"
      >
        {view.status === 'reading' && (
          <span className="dim" role="status">
            {t('latencyData.reading')}
          </span>
        )}
      </TextSource>
      {error !== null && (
        <div role="alert" className="interop-dialog__error" data-testid="latency-error">
          <strong>{t('latencyData.malformed')}</strong> {error}
        </div>
      )}
      {view.status === 'failed' && (
        <div role="alert" className="interop-dialog__error" data-testid="latency-error">
          {t('latencyData.failed', { message: view.message })}
        </div>
      )}
      {plan && !plan.ok && (
        <div role="alert" className="interop-dialog__error">
          {t('latencyData.refused', { message: plan.error })}
        </div>
      )}
      {refused && (
        <div role="alert" className="interop-dialog__error" data-testid="latency-refused">
          {t('latencyData.refused', { message: problems.map((p) => p.message).join('; ') })}
        </div>
      )}
      {fitted && (
        <FitPreview
          imported={fitted.imported}
          summary={fitted.summary}
          candidate={picked}
          onCandidate={(i) => {
            setCandidate(i);
            setRefused(false);
          }}
          ops={plan?.ok ? plan.ops : null}
        />
      )}
      <div className="interop-dialog__row interop-dialog__row--end">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('latencyData.cancel')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!plan?.ok}
          onClick={apply}
          data-testid="latency-apply"
        >
          {t('latencyData.apply', { service })}
        </button>
      </div>
    </dialog>
  );
}
