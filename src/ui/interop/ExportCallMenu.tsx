// Export of the selected call's policies in a library's format: pick the format, read the
// config (with its notes where the library means something else), copy or download it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '../../interop/importResult';
import type { Scenario } from '../../sim/scenario';
import { downloadTextFile } from '../../scenarios/browserFiles';
import './interop.css';

const LABELS: Readonly<Record<ExportFormat, string>> = {
  r4j: 'Resilience4j',
  envoy: 'Envoy',
  istio: 'Istio',
  polly: 'Polly v8',
  cockatiel: 'cockatiel',
  opossum: 'opossum',
};
const EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  r4j: 'application.yml',
  envoy: 'envoy.yaml',
  istio: 'istio.yaml',
  polly: 'pipeline.cs',
  cockatiel: 'policy.ts',
  opossum: 'breaker.ts',
};

export function ExportCallMenu({ edge, scenario }: { edge: string; scenario: Scenario }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ format: ExportFormat; text: string } | null>(null);
  const show = async (format: ExportFormat) => {
    const { exportCall } = await import('../../interop');
    setShown({ format, text: exportCall(scenario, edge, format) });
  };
  return (
    <details className="interop-export" data-testid="export-call-menu">
      <summary className="btn btn--ghost">{t('interop.exportHeading')}</summary>
      <div className="interop-export__formats" role="group" aria-label={t('interop.exportHeading')}>
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="btn btn--ghost"
            aria-pressed={shown?.format === format}
            onClick={() => void show(format)}
            data-testid={`export-call-${format}`}
          >
            {t('interop.exportAs', { format: LABELS[format] })}
          </button>
        ))}
      </div>
      {shown && (
        <>
          <pre className="interop-export__text" data-testid="export-call-text">
            {shown.text}
          </pre>
          <div className="interop-dialog__row">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void navigator.clipboard?.writeText(shown.text)}
            >
              {t('interop.copy')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() =>
                downloadTextFile(
                  `${edge.replace('->', '-')}.${EXTENSIONS[shown.format]}`,
                  shown.text,
                  'text/plain',
                )
              }
            >
              {t('interop.download')}
            </button>
          </div>
        </>
      )}
    </details>
  );
}
