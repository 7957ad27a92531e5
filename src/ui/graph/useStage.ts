// The stage's graph (presenter mode): the presenter cards for the lesson on screen, in the
// shape and reading direction that draw them largest on this panel (stageCard.ts), and the
// fit that shows all of it, badges too, at exactly that size.
import { useMemo } from 'react';
import type { Scenario } from '../../sim/scenario';
import { useAppStore } from '../../store/useAppStore';
import { selectPresetId } from '../../store/selectors';
import { layoutExtent, layoutGraph, type Direction } from './graphLayout';
import { chooseStage } from './stageCard';
import { stageFiguresOf } from './stageFigures';
import type { StageCards } from './toFlowElements';
import type { ExtentFit } from './FitOnResize';
import { PRESENTER_FIT_PADDING_PX } from './fitPadding';

/** `width` × `height`: the room inside the fit's padding. Nothing when `on` is false. */
export function useStage(
  scenario: Scenario,
  on: boolean,
  width: number,
  height: number,
): { stage?: StageCards & { direction: Direction }; extentFit?: ExtentFit } {
  const presetId = useAppStore(selectPresetId);
  const stage = useMemo(() => {
    if (!on) return undefined;
    const figures = stageFiguresOf(presetId);
    return { ...chooseStage(scenario, figures, width, height), figures };
  }, [on, presetId, scenario, width, height]);
  const extentFit = useMemo((): ExtentFit | undefined => {
    if (!stage) return undefined;
    const layout = layoutGraph(scenario, stage.direction, stage.sizes);
    return {
      extent: layoutExtent(scenario, layout, stage.direction, stage.sizes),
      paddingPx: PRESENTER_FIT_PADDING_PX,
    };
  }, [scenario, stage]);
  return { stage, extentFit };
}
