// English strings of the library config import dialog and the export menu.
export const interopEn = {
  interop: {
    importItem: 'Import a library config (Resilience4j, Envoy, Istio)…',
    dialogTitle: 'Import a library config',
    intro:
      'Paste a Resilience4j application.yml or application.properties, an Envoy cluster and route, or Istio’s DestinationRule and VirtualService; or open the file.',
    pasteLabel: 'Config text',
    openFile: 'Open a config file…',
    read: 'Read',
    mapHeading: 'Which call does each instance protect?',
    notPlaced: '(not placed)',
    notExpressedHeading: 'Read but not expressed ({{count}})',
    defaultsHeading: 'Library defaults filled in ({{count}})',
    line: 'line {{line}}',
    malformed: 'The config was not read; your scenario is unchanged.',
    apply: 'Put on the scenario',
    cancel: 'Cancel',
    exportHeading: 'Export this call’s config',
    exportAs: 'as {{format}}',
    copy: 'Copy',
    download: 'Download',
  },
};
