// Every visible string of the challenge panel, in one place (for the i18n catalogs).
export const S = {
  heading: 'Challenges',
  intro: 'Fix an incident from the seeds: reach the goal with few changes.',
  start: 'Start',
  goal: 'Goal',
  budget: (used: number, max: number) => `Changes: ${used} of ${max} allowed`,
  overBudget: 'Over budget: undo a change.',
  forbidden: 'You changed the incident itself (the fault or the traffic): that is not a fix.',
  changedList: 'What you changed',
  hint: 'Hint',
  check: '▶ Run the check',
  checkNote: 'replays your scenario from t = 0 at full speed',
  leave: 'Leave the challenge',
  copy: 'Copy challenge link',
  copied: '✓ Link copied',
  verdict: {
    passed: 'Passed',
    failed: 'Not yet',
    pending: 'No verdict yet',
  },
  pending: {
    needsRun: 'Run the check: the run on screen is not of your scenario as it is now.',
    running: 'Checking as the run reaches each goal’s window…',
  },
  measured: 'measured',
  waiting: 'not measured yet',
  unavailable: 'cannot be measured in this run',
} as const;
