// The measured answer of a 1-D sweep with a requirement: the smallest value that meets it,
// with its interval and the value below (the core's suggestFromSweep), or why none does.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/lessons';
import { suggestionText } from './sweepWords';
import { sweepProblemText } from './sweepProblemWords';
import {
  parseRequirement,
  suggestFromSweep,
  SweepInputError,
  type CellSummary,
  type PreparedSweep,
} from '../../sweep';

interface Props {
  sweep: PreparedSweep;
  cells: CellSummary[];
  requirement: string;
}

export function SweepSuggestion({ sweep, cells, requirement }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  let words: string;
  let found = false;
  try {
    const s = suggestFromSweep(sweep, cells, parseRequirement(requirement.trim()));
    words = suggestionText(t, language, s.facts);
    found = s.value !== undefined;
  } catch (e) {
    if (!(e instanceof SweepInputError)) throw e;
    words = sweepProblemText(t, language, e.problem, sweep.axes.length);
  }
  return (
    <p
      className={`sweep-suggestion${found ? ' is-found' : ''}`}
      data-testid="sweep-suggestion"
      role="status"
    >
      {words}
    </p>
  );
}
