// Settings of the selected service: capacity, latency, errors, and fault injection.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/lessons';
import { settingInLanguage } from '../i18n/settingText';
import type { Scenario, Service } from '../../sim/scenario';
import { appStore } from '../../store/appStore';
import type { NumberSetting, Setting } from './settingsCatalog';
import { writeSetting } from './settingValues';
import { medianLatencyMs, withServiceMedianLatency } from './latency';
import { NumberField } from './NumberField';
import { SettingGroups } from './SettingGroups';
import { FaultInjector } from './FaultInjector';
import { LazyLatencyDataDialog } from '../latency/LazyLatencyDataDialog';

/**
 * The typical latency is not one field of the scenario: it scales the routes' distributions
 * (whose fields are only ≥ 0 in the schema), so its range is the control's own choice.
 * @internal exported for tests
 */
export const TYPICAL_LATENCY: NumberSetting = {
  kind: 'number',
  id: 'service.latency',
  scope: 'service',
  group: 'Latency',
  name: 'processing p50',
  label: 'Typical latency',
  unit: 'ms',
  min: 0.1,
  max: 600_000,
  minExclusive: false,
  maxExclusive: false,
  integer: false,
  step: 1,
  sliderMin: 1,
  sliderMax: 60_000,
  log: true,
  path: ['routes'],
  help: 'The median time the service spends on a request itself, before its own calls. The shape of the distribution (its tail) is kept.',
};

const editService = (name: string, edit: (s: Service) => Service) =>
  appStore.getState().editScenario((scenario: Scenario) => ({
    ...scenario,
    services: scenario.services.map((s) => (s.name === name ? edit(s) : s)),
  }));

export function ServiceControls({ service }: { service: Service }) {
  const { t } = useTranslation();
  const typicalLatency = settingInLanguage(TYPICAL_LATENCY, useLanguage());
  const onChange = (setting: Setting, value: unknown) =>
    editService(service.name, (s) => writeSetting(s, setting, value));
  const first = service.routes[0];
  const [measuring, setMeasuring] = useState(false);
  return (
    <div className="controls-scope" data-testid="service-controls">
      <h3 className="controls-title">
        <span className="dim">{t('controls.service')}</span> {service.name}
      </h3>
      <SettingGroups
        scope="service"
        owner={service}
        onChange={onChange}
        extras={{
          Latency: first && (
            <>
              <NumberField
                setting={typicalLatency}
                value={Math.round(medianLatencyMs(first.processing) * 10) / 10}
                onCommit={(v) =>
                  v !== undefined &&
                  editService(service.name, (s) => withServiceMedianLatency(s, v))
                }
              />
              <button
                type="button"
                className="button"
                onClick={() => setMeasuring(true)}
                data-testid="use-measured-latencies"
              >
                {t('latencyData.useMeasured')}
              </button>
            </>
          ),
        }}
      />
      <FaultInjector service={service.name} />
      {measuring && (
        <LazyLatencyDataDialog service={service.name} onClose={() => setMeasuring(false)} />
      )}
    </div>
  );
}
