// React Flow's own words (its zoom buttons' names and titles, the hint a screen reader hears
// on a focused node or edge) from the catalogs: its defaults are English on a Korean page.
// The hints say Enter only: Space plays and pauses wherever focus is, and neither graph
// deletes with the Delete key.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AriaLabelConfig } from '@xyflow/react';

export function useFlowAriaLabels(): Partial<AriaLabelConfig> {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      'node.a11yDescription.default': t('graph.flow.nodeHelp'),
      'node.a11yDescription.keyboardDisabled': t('graph.flow.nodeHelp'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
        t('graph.flow.moved', { direction, x, y }),
      'edge.a11yDescription.default': t('graph.flow.edgeHelp'),
      'controls.ariaLabel': t('graph.flow.controls'),
      'controls.zoomIn.ariaLabel': t('graph.flow.zoomIn'),
      'controls.zoomOut.ariaLabel': t('graph.flow.zoomOut'),
      'controls.fitView.ariaLabel': t('graph.flow.fitView'),
      'controls.interactive.ariaLabel': t('graph.flow.interactive'),
      'minimap.ariaLabel': t('graph.flow.minimap'),
      'handle.ariaLabel': t('graph.flow.handle'),
    }),
    // `t` keeps its identity across a language switch; the language is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}
