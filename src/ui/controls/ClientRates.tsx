// Every client's request rate, always at hand: the load is the first thing a lesson changes.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/lessons';
import { settingInLanguage } from '../i18n/settingText';
import type { Scenario } from '../../sim/scenario';
import { appStore } from '../../store/appStore';
import { CLIENT_SETTINGS, type NumberSetting } from './settingsCatalog';
import { NumberField } from './NumberField';
import { LockedGroup } from './LockedGroup';

const RPS = CLIENT_SETTINGS.find((s) => s.id === 'client.arrival.rps') as NumberSetting;
const USERS = CLIENT_SETTINGS.find((s) => s.id === 'client.closedLoop.users') as NumberSetting;

export function ClientRates({ clients }: { clients: Scenario['clients'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rps = settingInLanguage(RPS, language);
  const users = settingInLanguage(USERS, language);
  return (
    <fieldset className="setting-group" data-testid="client-rates">
      <legend>{t('controls.traffic')}</legend>
      {clients.map((client) =>
        client.closedLoop ? (
          // A closed-loop client has no rate: its users send when they are ready.
          <LockedGroup key={client.name} settingId={USERS.id}>
            <NumberField
              setting={{ ...users, label: `${client.name} → ${client.service}` }}
              value={client.closedLoop.users}
              onCommit={(v) =>
                v !== undefined && appStore.getState().setClientUsers(client.name, v)
              }
            />
          </LockedGroup>
        ) : (
          <LockedGroup key={client.name} settingId={RPS.id}>
            <NumberField
              setting={{ ...rps, label: `${client.name} → ${client.service}` }}
              value={client.arrival.rps}
              onCommit={(v) => v !== undefined && appStore.getState().setClientRps(client.name, v)}
            />
          </LockedGroup>
        ),
      )}
    </fieldset>
  );
}
