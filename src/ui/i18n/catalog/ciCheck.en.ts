// English strings of the "Export as a CI check" dialog.
export const ciCheckEn = {
  ciCheck: {
    menuItem: 'Export as a CI check…',
    title: 'Export as a CI check',
    intro:
      'The command runs this scenario in the simulator and fails (exit 1) when a requirement is not met: put it in a CI job with the scenario file beside it.',
    requirementsHeading: 'Requirements',
    metric: 'Metric',
    operator: 'Comparison',
    threshold: 'Threshold',
    add: 'Add a requirement',
    remove: 'Remove',
    invalid: 'The simulator cannot read “{{spec}}”: write a number as the threshold.',
    none: 'Add at least one requirement.',
    commandHeading: 'Command',
    copy: 'Copy the command',
    downloadScenario: 'Download the scenario (JSON)',
    downloadScript: 'Download the script',
    close: 'Close',
  },
};
