// Two rows on a service card: a chip per replica coloured by its state (ejected, breaker
// open, faulty, all workers busy, fine), its queue order, and its worker model.
import { useTranslation } from 'react-i18next';
import { MAX_CHIPS, type ServiceWorld } from './replicaChips';

export function ServiceWorldRows({ name, world }: { name: string; world: ServiceWorld }) {
  const { t } = useTranslation();
  const shown = world.replicas.slice(0, MAX_CHIPS);
  const more = world.replicas.length - shown.length;
  return (
    <div className="svc-world" data-testid={`world-${name}`}>
      <div className="svc-world__row">
        <span
          className="replica-chips"
          role="img"
          aria-label={t('graph.replicas', { count: world.replicas.length })}
          data-testid={`replicas-${name}`}
        >
          {shown.map((state, i) => (
            <span
              key={i}
              className={`replica-chip chip-${state}`}
              data-state={state}
              title={`#${i} ${t(`graph.replicaState.${state}`)}`}
            />
          ))}
          {more > 0 && <span className="replica-chips__more">+{more}</span>}
        </span>
        <span className="world-badge" data-testid={`queue-order-${name}`}>
          {t(`graph.queueOrder.${world.queueDiscipline}`)}
        </span>
      </div>
      <div className="svc-world__row">
        <span className="world-badge" data-testid={`execution-${name}`}>
          {t(`graph.execution.${world.execution}`)}
        </span>
        <span className="dim">×{world.replicas.length}</span>
      </div>
    </div>
  );
}
