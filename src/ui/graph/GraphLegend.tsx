// What the graph's colours and shapes mean, in words.
import { useTranslation } from 'react-i18next';
export function GraphLegend() {
  const { t } = useTranslation();
  return (
    <div className="graph-legend" aria-label={t('graph.legend')}>
      <span className="legend-item health-healthy">
        <span aria-hidden="true">●</span> {t('health.healthy')}
      </span>
      <span className="legend-item health-strained" title={t('graph.strainedTitle')}>
        <span aria-hidden="true">▲</span> {t('health.strained')}
      </span>
      <span className="legend-item health-saturated" title={t('graph.saturatedTitle')}>
        <span aria-hidden="true">◆</span> {t('health.saturated')}
      </span>
      <span className="legend-item health-failing" title={t('graph.failingTitle')}>
        <span aria-hidden="true">✖</span> {t('health.failing')}
      </span>
      <span className="legend-item">{t('graph.lineWidth')}</span>
    </div>
  );
}
