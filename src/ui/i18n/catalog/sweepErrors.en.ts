// English of what is wrong with the sweep form, said about its fields (the command line says
// the same problems with its flags: src/sweep/sweepProblems.ts). The bounds are filled in
// from the core's declarations ({{min}}, {{max}}), never written here.
export const sweepErrorsEn = {
  sweepErrors: {
    /** A setting path the settings catalog does not name, quoted as typed. */
    typed: '“{{text}}”',
    onAxis: 'Setting {{n}}: {{message}}',
    axisShape: 'Choose a setting to sweep.',
    emptyPath: 'A setting in “{{text}}” is empty: separate settings with single commas.',
    notANumber: {
      from: '“From” must be a number (got “{{text}}”).',
      to: '“To” must be a number (got “{{text}}”).',
      steps: '“Steps” must be a number (got “{{text}}”).',
      value: 'Each value must be a number (got “{{text}}”).',
    },
    rangeShape: '“From”, “to” and “steps” take one number each.',
    steps: 'Steps must be a whole number from {{min}} to {{max}} (got {{text}}).',
    seeds: 'Seeds must be a whole number from {{min}} to {{max}} (got “{{text}}”).',
    metricShape: 'The metric “{{text}}” cannot be read: pick one from the list.',
    unknownName: {
      client: 'The metric is about the client “{{name}}”, which this scenario does not have.',
      service: 'The metric is about the service “{{name}}”, which this scenario does not have.',
      edge: 'The metric is about the call “{{name}}”, which this scenario does not have.',
    },
    unknownField: 'The metric “{{text}}” is not one the sweep can measure: pick one from the list.',
    unknownWindowField:
      'The metric “{{text}}” cannot be read over a window of seconds: only counts and availability can.',
    stabilityClient:
      'The stability map needs the client “{{name}}”, which this scenario does not have.',
    stabilityTooShort:
      'The run ({{runS}} s) must outlast the trigger’s end plus the grace ({{untilS}} + {{graceS}} s): make the run longer or end the trigger earlier.',
    requirementShape:
      'The suggestion is written metric>=value, like the field’s example (got “{{text}}”).',
    oneAxis: 'A suggestion sweeps one setting: remove the second setting.',
    requirementMetric:
      'The suggestion asks about {{metric}}, which this sweep does not measure: it measures {{metrics}}.',
    invalidScenario:
      'The scenario on screen is not valid, so it cannot be swept: fix it in the editor first.',
    notNumeric: {
      list: '{{setting}} is a list, not a number: only numbers can be swept.',
      text: '{{setting}} is text, not a number: only numbers can be swept.',
      toggle: '{{setting}} is on or off, not a number: only numbers can be swept.',
      group: '{{setting}} is a group of settings, not a number: choose one of them.',
    },
    cannotSet: '{{setting}} cannot be set in this scenario: check the names in its path.',
    notASetting:
      '{{setting}} is not a setting of this scenario (a misspelt name, or one that does not exist here): pick one from the list.',
    notAllowed: '{{setting}} = {{value}} is not allowed: {{reasons}}.',
    bound: {
      atLeast: 'it must be at least {{value}}',
      above: 'it must be more than {{value}}',
      atMost: 'it must be at most {{value}}',
      below: 'it must be less than {{value}}',
      integer: 'it must be a whole number',
      other: 'the scenario’s checks refuse it ({{field}}: {{message}})',
    },
    checks: {
      duplicateService: 'another service is also named “{{name}}”',
      replicaOutOfRange:
        'it names replica {{replica}} of “{{service}}”, which has {{replicas}} (0 to {{last}})',
      callsMissingService: 'it calls a service “{{service}}” that does not exist',
      callsMissingRoute: 'it calls a route “{{service}}/{{route}}” that does not exist',
      targetsMissingService: 'it sends to a service “{{service}}” that does not exist',
      targetsMissingRoute: 'it sends to a route “{{service}}/{{route}}” that does not exist',
      namesMissingService: 'it names a service “{{service}}” that does not exist',
      callCycle: 'the calls go round in a cycle: {{cycle}}',
      policyNoCallee:
        'the policy for “{{key}}” on “{{service}}” names no callee (it calls {{callees}})',
      policyNoCalls:
        'the policy for “{{key}}” on “{{service}}” names no callee (it calls no service)',
      scheduleOrder:
        'the schedule’s steps must be in time order: step {{step}} at {{atMs}} ms comes after step {{previous}} at {{previousAtMs}} ms',
      closedLoopRate:
        'a closed-loop client sends when its users are ready, not at a rate: set the rate to 0, or remove the closed loop',
    },
    reasonsJoin: '; ',
    mergeFailed: 'The sweep’s results could not be put together: run it again.',
    runLength: 'The run length must be more than 0 and at most {{max}} s (got “{{text}}”).',
    trigger:
      'The stability trigger is two times in seconds, from:until, e.g. 60:75 (got “{{text}}”).',
    workerFailed: 'The sweep stopped: one of its workers failed ({{detail}}).',
    workerCrashed: 'The sweep stopped: one of its workers failed to load or crashed.',
  },
};
