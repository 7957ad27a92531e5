// Every client's request rate, always at hand: the load is the first thing a lesson changes.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/lessons';
import { settingInLanguage } from '../i18n/settingText';
import type { Scenario } from '../../sim/scenario';
import { appStore } from '../../store/appStore';
import { CLIENT_SETTINGS, type NumberSetting } from './settingsCatalog';
import { NumberField } from './NumberField';

const RPS = CLIENT_SETTINGS.find((s) => s.id === 'client.arrival.rps') as NumberSetting;

export function ClientRates({ clients }: { clients: Scenario['clients'] }) {
  const { t } = useTranslation();
  const rps = settingInLanguage(RPS, useLanguage());
  return (
    <fieldset className="setting-group" data-testid="client-rates">
      <legend>{t('controls.traffic')}</legend>
      {clients.map((client) => (
        <NumberField
          key={client.name}
          setting={{ ...rps, label: `${client.name} → ${client.service}` }}
          value={client.arrival.rps}
          onCommit={(v) => v !== undefined && appStore.getState().setClientRps(client.name, v)}
        />
      ))}
    </fieldset>
  );
}
