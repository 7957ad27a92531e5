// A lesson's claims with what the run on screen says about them: ✓ holds, ✗ does not,
// or what is needed before it can tell.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Claim } from '../../scenarios/presets';
import { BASELINE } from './lessonVariants';
import { claimState, formatValue, type ClaimState, type RunView } from './claimStatus';

function verdict(
  state: ClaimState,
  claim: Claim,
  t: TFunction,
): { icon: string; text: string; tone: string } {
  const value = (v: number) =>
    v === Number.POSITIVE_INFINITY ? t('lesson.never') : formatValue(v);
  switch (state.kind) {
    case 'holds':
      return { icon: '✓', text: t('lesson.holds', { value: value(state.value) }), tone: 'ok' };
    case 'fails':
      return { icon: '✗', text: t('lesson.fails', { value: value(state.value) }), tone: 'bad' };
    case 'waiting':
      return { icon: '…', text: t('lesson.waiting', { seconds: state.atMs / 1000 }), tone: 'wait' };
    case 'needsEnd':
      return { icon: '…', text: t('lesson.needsEnd'), tone: 'wait' };
    case 'otherVariant':
      return {
        icon: '–',
        text: claim.variant === BASELINE ? t('lesson.onPreset') : t('lesson.pressTry'),
        tone: 'off',
      };
    case 'unavailable':
      return { icon: '–', text: t('lesson.unavailable'), tone: 'off' };
  }
}

export function ClaimList({ claims, run }: { claims: readonly Claim[]; run: RunView }) {
  const { t } = useTranslation();
  if (claims.length === 0) return null;
  return (
    <ul className="claim-list" aria-label={t('lesson.claimsLabel')}>
      {claims.map((claim) => {
        const state = claimState(claim, run);
        const v = verdict(state, claim, t);
        return (
          <li
            key={claim.text}
            className={`claim claim--${v.tone}`}
            data-testid="lesson-claim"
            data-state={state.kind}
          >
            <span className="claim__icon" aria-hidden="true">
              {v.icon}
            </span>
            <span className="claim__text">
              {claim.text}
              <span className="claim__verdict">{v.text}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
