// The library config import: paste or open a Resilience4j, Envoy or Istio config, put each
// instance on a call (the guess preselected), see what is not expressed and which library
// defaults were filled, then put it on the scenario. A malformed file shows its line and
// key, and the scenario on screen stays as it was.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../useModalDialog';
import type { ImportResult } from '../../interop';
import { MAX_SCENARIO_FILE_BYTES } from '../../scenarios/files';
import { appStore } from '../../store/appStore';
import { replaceWork } from '../files/replacedWorkActions';
import { TextSource } from '../files/TextSource';
import './interop.css';

/** The interop code and `yaml` are their own chunk: only this dialog needs them. */
const interop = () => import('../../interop');

type Preview = { ok: true; result: ImportResult; calls: string[] } | { ok: false; error: string };

export function ImportConfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | undefined>();
  const [map, setMap] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);

  useModalDialog(dialog, open);

  const read = async (source: string, mapping: Record<string, string>, name = fileName) => {
    const { importConfig, callsOf } = await interop();
    const onto = appStore.getState().scenario;
    try {
      const result = importConfig(source, { onto, map: mapping, fileName: name });
      setPreview({ ok: true, result, calls: callsOf(onto) });
    } catch (e) {
      setPreview({ ok: false, error: (e as Error).message });
    }
  };

  const apply = () => {
    if (preview?.ok !== true) return;
    const replaced = replaceWork(preview.result.scenario, null);
    if (replaced.ok) onClose();
  };

  const ok = preview?.ok === true ? preview : null;
  return (
    <dialog
      ref={dialog}
      className="interop-dialog"
      aria-labelledby="interop-dialog-title"
      onClose={onClose}
      data-testid="import-config-dialog"
    >
      <h2 id="interop-dialog-title">{t('interop.dialogTitle')}</h2>
      <p className="dim">{t('interop.intro')}</p>
      <TextSource
        label={t('interop.pasteLabel')}
        text={text}
        rows={10}
        onText={(next) => {
          setText(next);
          setFileName(undefined);
        }}
        readLabel={t('interop.read')}
        onRead={() => void read(text, map)}
        openLabel={t('interop.openFile')}
        accept=".yml,.yaml,.properties,.json"
        maxBytes={MAX_SCENARIO_FILE_BYTES}
        onOpened={(content, name) => {
          setText(content);
          setFileName(name);
          setMap({});
          void read(content, {}, name);
        }}
        onOpenFailed={(error) => setPreview({ ok: false, error })}
        testId="import-config"
      />
      {preview?.ok === false && (
        <div role="alert" className="interop-dialog__error" data-testid="import-config-error">
          <strong>{t('interop.malformed')}</strong> {preview.error}
        </div>
      )}
      {ok && ok.result.instances.length > 0 && (
        <fieldset className="interop-dialog__map">
          <legend>{t('interop.mapHeading')}</legend>
          {ok.result.instances.map((instance) => (
            <label key={instance} className="interop-dialog__pair">
              <code>{instance}</code>
              <select
                value={map[instance] ?? ok.result.placements[instance] ?? ''}
                onChange={(e) => {
                  const next = { ...map, [instance]: e.target.value };
                  setMap(next);
                  void read(text, next);
                }}
                data-testid={`import-config-map-${instance}`}
              >
                <option value="">{t('interop.notPlaced')}</option>
                {ok.calls.map((call) => (
                  <option key={call} value={call}>
                    {call.replace('->', ' → ')}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}
      {ok && (
        <div className="interop-dialog__preview" data-testid="import-config-preview">
          <h3>{t('interop.notExpressedHeading', { count: ok.result.notExpressed.length })}</h3>
          <ul>
            {ok.result.notExpressed.map((n, i) => (
              <li key={i}>
                {n.line !== undefined && (
                  <span className="dim">{t('interop.line', { line: n.line })} </span>
                )}
                <code>{n.key}</code>: {n.why}
              </li>
            ))}
          </ul>
          <details>
            <summary>
              {t('interop.defaultsHeading', { count: ok.result.filledByDefault.length })}
            </summary>
            <ul>
              {ok.result.filledByDefault.map((f) => (
                <li key={f.key}>
                  <code>{f.key}</code> = {f.value}
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
      <div className="interop-dialog__row interop-dialog__row--end">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('interop.cancel')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!ok}
          onClick={apply}
          data-testid="import-config-apply"
        >
          {t('interop.apply')}
        </button>
      </div>
    </dialog>
  );
}
