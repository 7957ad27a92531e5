// Types every t('…') key against the English catalog: a misspelt key is a compile error.
import 'i18next';
import type { en } from './catalog/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
