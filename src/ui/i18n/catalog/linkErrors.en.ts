// English of what is wrong with a link, from the facts of src/scenarios/linkProblems.ts and
// of the classroom part (src/ui/share/roomLink.ts). Node keeps its own English there.
export const linkErrorsEn = {
  linkErrors: {
    noVersion: 'The link has no format version (expected #s=<version>.<data>).',
    newerVersion:
      'The link was made by a newer version of the app (format {{version}}; this one reads up to {{supported}}): reload the page to get the latest app.',
    notAnObject: 'The link does not hold a scenario.',
    invalidScenario: 'The scenario in the link is not valid:',
    invalidChangedPreset:
      'The scenario in the link is not valid (the “{{id}}” lesson has changed since the link was made):',
    issue: '{{field}}: {{reason}}',
    moreIssues: '…and {{count}} more',
    tooLong:
      'The link is {{chars}} characters long; scenario links are at most {{max}}: it was not read.',
    unreadable: 'The link could not be read ({{detail}}).',
    badCharacter:
      'The link contains “{{character}}” at position {{position}}, which no scenario link has: it was probably cut or changed when it was pasted.',
    tooLarge: 'The link unpacks to more than {{max}} characters: it was not read.',
    corrupt: 'The link is damaged (it was probably cut short when it was copied).',
    badJson: 'The link is damaged: its data cannot be read.',
    unknownPreset: 'The link names a lesson “{{id}}” that this app does not have.',
    badEdits: 'The link’s edits are damaged.',
    badSeed: 'The link’s seed must be a whole number (got “{{text}}”).',
    editsDoNotFit: 'The link’s edits do not fit its lesson.',
    editsChangedPreset:
      'The link’s edits do not fit its lesson: the “{{id}}” lesson has changed since the link was made.',
    presetChanged:
      'This link was made from an earlier version of the “{{id}}” lesson: the run may differ from the one that was shared.',
  },
  roomErrors: {
    title: 'Part of this link was not understood',
    ignored: 'Ignored: {{list}}.',
    join: '; ',
    unknownChallenge: 'there is no challenge “{{text}}”',
    unknownLock: 'no setting to lock is called “{{text}}”',
    badStep: 'the lesson step must be a step number (1, 2, …), not “{{text}}”',
    badTime: 'the time must be seconds of simulated time (0 or more), not “{{text}}”',
    badSpeed: 'the speed must be one of {{speeds}}, not “{{text}}”',
    clampedTitle: 'Part of this link was out of range',
    timeClamped:
      't = {{text}} s is outside this run (0 to {{endS}} s): opened at t = {{toS}} s instead.',
  },
};
