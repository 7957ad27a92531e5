// English strings of the library race view.
import { REFUSED_CALLS_REASON } from '../../../sim/libraries/breakerPresets';

export const raceEn = {
  race: {
    title: 'The library race',
    intro:
      'One outage, every library’s breaker at its documented defaults, on the same random draws: the same calls arrive and the same calls fail. Which trips first, which recovers first, and how many calls each lets through to the sick service.',
    close: 'Close',
    rate: 'Calls per second',
    outage: 'The service fails every call from {{from}} s to {{until}} s.',
    running: 'Racing…',
    progress: '{{done}} of {{total}} libraries done.',
    cancel: 'Cancel',
    cancelled: 'Cancelled after {{done}} of {{total}} libraries.',
    again: 'Race again',
    failed: 'The race stopped: {{message}}',
    library: 'Library',
    trips: 'Trips at',
    recovers: 'Closes again at',
    letThrough: 'Calls to the sick service',
    why: 'Why',
    never: 'never',
    timeline: 'Open from its first trip to its first close; the red band is the outage.',
    first: 'first',
    reason: {
      consecutive: 'trips after {{failures}} failures in a row, tries again after {{waitS}} s',
      calls: 'judges the last {{size}} calls',
      seconds: 'judges the last {{size}} s',
      needs: 'needs {{minCalls}} calls before it may trip',
      countsRefused: REFUSED_CALLS_REASON,
      opens_one:
        'opens at {{percent}} % failures, stays open {{waitS}} s, then lets {{count}} trial call through',
      opens_other:
        'opens at {{percent}} % failures, stays open {{waitS}} s, then lets {{count}} trial calls through',
    },
  },
};
