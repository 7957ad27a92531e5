// A lesson's claims with what the run on screen says about them: ✓ holds, ✗ does not,
// or what is needed before it can tell.
import type { Claim } from '../../scenarios/presets';
import { BASELINE } from './lessonVariants';
import { claimState, formatValue, type ClaimState, type RunView } from './claimStatus';

function verdict(state: ClaimState, claim: Claim): { icon: string; text: string; tone: string } {
  switch (state.kind) {
    case 'holds':
      return { icon: '✓', text: `holds in this run (${formatValue(state.value)})`, tone: 'ok' };
    case 'fails':
      return {
        icon: '✗',
        text: `does not hold in this run (${formatValue(state.value)})`,
        tone: 'bad',
      };
    case 'waiting':
      return { icon: '…', text: `checked at t = ${state.atMs / 1000} s`, tone: 'wait' };
    case 'needsEnd':
      return { icon: '…', text: 'run to the end to check', tone: 'wait' };
    case 'otherVariant':
      return {
        icon: '–',
        text:
          claim.variant === BASELINE
            ? 'checked on a run of the preset as it is'
            : 'press “Try it” to check it',
        tone: 'off',
      };
    case 'unavailable':
      return { icon: '–', text: 'checked by the test suite, not in the browser', tone: 'off' };
  }
}

export function ClaimList({ claims, run }: { claims: readonly Claim[]; run: RunView }) {
  if (claims.length === 0) return null;
  return (
    <ul className="claim-list" aria-label="What the run should show">
      {claims.map((claim) => {
        const state = claimState(claim, run);
        const v = verdict(state, claim);
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
