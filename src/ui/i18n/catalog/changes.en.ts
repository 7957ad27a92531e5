// English words around a changed setting ("what changed", change markers, the event log)
// and the sweep's results; the settings' and metrics' own names come from their catalogs.
export const changesEn = {
  changes: {
    line: '{{setting}} {{from}} → {{to}}',
    value: { none: 'none', on: 'on', off: 'off', other: '…' },
    whole: { added: 'added', removed: 'removed', changed: 'changed' },
  },
};
