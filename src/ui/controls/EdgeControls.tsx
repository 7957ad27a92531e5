// Settings of the selected call (caller → callee): timeout, retry, breaker, bulkhead, order;
// its config exported, and one sampled request followed through it (the waterfall).
import { useTranslation } from 'react-i18next';
import type { CallPolicy } from '../../sim/scenario';
import { appStore } from '../../store/appStore';
import type { Setting } from './settingsCatalog';
import { writeSetting } from './settingValues';
import { SettingGroups } from './SettingGroups';
import { BreakerButtons } from './BreakerButtons';
import { TimeoutBudget } from './TimeoutBudget';
import { selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { ExportCallMenu } from '../interop/ExportCallMenu';
import { FollowCallButton } from '../traces/FollowCallButton';

interface Props {
  edge: string;
  caller: string;
  callee: string;
  policy: CallPolicy;
}

export function EdgeControls({ edge, caller, callee, policy }: Props) {
  const { t } = useTranslation();
  const scenario = useAppStore(selectScenario);
  const onChange = (setting: Setting, value: unknown) =>
    appStore.getState().setCallPolicy(caller, callee, writeSetting(policy, setting, value));
  return (
    <div className="controls-scope" data-testid="edge-controls">
      <h3 className="controls-title">
        <span className="dim">{t('controls.call')}</span> {caller} → {callee}
      </h3>
      {policy.breaker.enabled && <BreakerButtons edge={edge} />}
      <SettingGroups
        scope="edge"
        owner={policy}
        onChange={onChange}
        extras={{ Timeout: <TimeoutBudget scenario={scenario} edge={edge} /> }}
      />
      <ExportCallMenu edge={edge} scenario={scenario} />
      <FollowCallButton edge={edge} />
    </div>
  );
}
