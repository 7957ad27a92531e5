// Pure: no DOM. Reads a Spring Boot Resilience4j config (application.yml or .properties):
// camelCase or kebab-case keys, dotted or nested, `configs` with `baseConfig` (and the
// `default` config every instance inherits), `instances` or the older `backends`. Each
// instance is put on the call the person picks (or the guess from its name).
import type { BreakerClassification, CallPolicy, Scenario } from '../../sim/scenario';
import { readConfig, type ConfigEntry, type ConfigSyntax, type Leaf } from '../configText';
import { MalformedConfigError, type ImportResult } from '../importResult';
import { callsOf, guessCall, skeletonScenario } from '../placement';
import { PolicyWriter } from '../policyWriter';
import { listValue, numberValue, relaxed } from '../values';
import { R4J_ASPECTS, TIME_LIMITER_ORDER_WHY, activeOrder, r4jLayerOrder } from './r4jAspects';
import { R4J_MODULES, OBSERVABILITY_KEYS, type R4jModule, type R4jSetting } from './r4jNames';
import { readRefusals, type ExceptionList } from './r4jRefusals';

export type FailureKind = keyof BreakerClassification;

export interface R4jImportOptions {
  /** The scenario the instances go onto; left out, one is made with a callee per instance. */
  onto?: Scenario;
  /** Instance name → call (`caller->callee`); an instance left out goes where its name suggests. */
  map?: Readonly<Record<string, string>>;
  /** Exception class → failure kind, as the person confirmed it (recordExceptions, ignoreExceptions). */
  exceptions?: Readonly<Record<string, FailureKind>>;
  syntax?: ConfigSyntax;
}

interface Property {
  /** As written, dotted from the root. */
  key: string;
  value: Leaf;
  line?: number;
}

/** One named block (`instances.backendA` or `configs.default`): its properties by relaxed name. */
type Block = Map<string, Property>;

interface ModuleBlocks {
  module: R4jModule;
  configs: Map<string, Block>;
  instances: Map<string, Block>;
}

const CONTAINERS = new Set(['configs', 'instances', 'backends']);

/** An aspect order the file sets (`resilience4j.retry.retryAspectOrder`), by the layer it orders. */
type AspectOrders = Map<string, { order: number; key: string; line?: number }>;

function collect(
  entries: readonly ConfigEntry[],
  writer: PolicyWriter,
  aspects: AspectOrders,
): ModuleBlocks[] {
  const byModule = new Map<string, ModuleBlocks>();
  const seenForeign = new Set<string>();
  for (const e of entries) {
    const key = e.path.join('.');
    if (relaxed(e.path[0] ?? '') !== 'resilience4j') {
      const top = e.path[0] ?? '';
      if (!seenForeign.has(top)) writer.refuse(top, e.line, 'not a Resilience4j setting');
      seenForeign.add(top);
      continue;
    }
    const module = R4J_MODULES.find((m) => relaxed(m.module) === relaxed(e.path[1] ?? ''));
    if (!module) {
      writer.refuse(key, e.line, `resilience4j.${e.path[1]} is not a module this reader knows`);
      continue;
    }
    const container = relaxed(e.path[2] ?? '');
    const aspect = R4J_ASPECTS.find(
      (a) => relaxed(a.module) === relaxed(module.module) && relaxed(a.key) === container,
    );
    if (aspect && e.path.length === 3) {
      if (aspect.layer)
        aspects.set(aspect.layer, { order: numberValue(e.value, key, e.line), key, line: e.line });
      else writer.refuse(key, e.line, TIME_LIMITER_ORDER_WHY);
      continue;
    }
    if (!CONTAINERS.has(container) || e.path.length < 5) {
      writer.refuse(
        key,
        e.line,
        container.endsWith('aspectorder')
          ? `not an aspect order of resilience4j.${module.module} (${R4J_ASPECTS.map((a) => `${a.module}.${a.key}`).join(', ')})`
          : 'not an instance or config setting',
      );
      continue;
    }
    const blocks = byModule.get(module.module) ?? {
      module,
      configs: new Map(),
      instances: new Map(),
    };
    byModule.set(module.module, blocks);
    const group = container === 'configs' ? blocks.configs : blocks.instances;
    const name = e.path[3]!;
    const block = group.get(name) ?? new Map<string, Property>();
    group.set(name, block);
    block.set(relaxed(e.path.slice(4).join('.')), { key, value: e.value, line: e.line });
  }
  return [...byModule.values()];
}

/** An instance's properties with its base config's (and theirs) underneath. */
function resolve(blocks: ModuleBlocks, own: Block, seen: readonly string[] = []): Block {
  const base = own.get('baseconfig');
  const baseName = base
    ? String(base.value)
    : blocks.configs.has('default') && !seen.includes('default')
      ? 'default'
      : undefined;
  if (baseName === undefined) return own;
  if (seen.includes(baseName))
    throw new MalformedConfigError(
      `baseConfig "${baseName}" inherits from itself`,
      base?.key,
      base?.line,
    );
  const config = blocks.configs.get(baseName);
  if (!config)
    throw new MalformedConfigError(
      `baseConfig "${baseName}" names no config under resilience4j.${blocks.module.module}.configs`,
      base?.key,
      base?.line,
    );
  const merged = new Map(resolve(blocks, config, [...seen, baseName]));
  for (const [k, v] of own) merged.set(k, v);
  return merged;
}

function findProperty(block: Block, s: R4jSetting): [string, Property] | undefined {
  for (const name of [s.name, ...(s.aliases ?? [])]) {
    const p = block.get(relaxed(name));
    if (p) return [relaxed(name), p];
  }
  return undefined;
}

const GROUP_OF: Readonly<Record<string, string>> = { 'thread-pool-bulkhead': 'bulkhead' };

export function importResilience4j(text: string, options: R4jImportOptions = {}): ImportResult {
  const file = readConfig(text, options.syntax);
  const probe = new PolicyWriter(skeletonScenario([]));
  const aspects: AspectOrders = new Map();
  const modules = collect(file.entries, probe, aspects);
  const instanceNames = [...new Set(modules.flatMap((m) => [...m.instances.keys()]))];
  const scenario = options.onto ?? skeletonScenario(instanceNames);
  const writer = new PolicyWriter(scenario);
  writer.notExpressed.push(...probe.notExpressed);
  const calls = callsOf(scenario);
  const taken = new Map<string, string>();
  let classification: { from: string; kinds: Partial<BreakerClassification> } | undefined;
  // A retry's exception lists are read once every module is on its call: a refusal counts
  // only where the call has the layer that refuses.
  const retryLists = new Map<
    string,
    { where: string; retry?: ExceptionList; ignore?: ExceptionList }
  >();

  for (const blocks of modules) {
    const { module } = blocks;
    // Every config is resolved, so a broken baseConfig is an error even when no instance uses it.
    for (const config of blocks.configs.values()) resolve(blocks, config);
    for (const [instance, own] of blocks.instances) {
      const props = resolve(blocks, own);
      const where = `resilience4j.${module.module}.instances.${instance}`;
      writer.instances.add(instance);
      const call = options.map?.[instance] ?? guessCall(instance, calls);
      if (call === undefined || !calls.includes(call)) {
        writer.refuse(
          where,
          own.values().next().value?.line,
          call === undefined
            ? `no call chosen for instance "${instance}" and none is named like it (map it: --map ${instance}=caller->callee)`
            : `the scenario has no call ${call}`,
        );
        continue;
      }
      writer.placements[instance] = call;
      const group = `${call}:${GROUP_OF[module.module] ?? module.module}`;
      const earlier = taken.get(group);
      if (earlier !== undefined) {
        writer.refuse(
          where,
          own.values().next().value?.line,
          `the call ${call} already has this protection from ${earlier}`,
        );
        continue;
      }
      taken.set(group, where);
      const used = new Set<string>(['baseconfig']);
      if (module.enabledPath) writer.set(call, module.enabledPath, true, { key: where });
      if (module.module === 'thread-pool-bulkhead')
        // Queued tasks wait for a thread as long as it takes: the longest wait a bulkhead may hold.
        writer.set(call, ['bulkhead', 'maxWaitDurationMs'], 600_000, { key: where });
      for (const s of module.settings) {
        const found = findProperty(props, s);
        if (s.gate) {
          const gate = props.get(relaxed(s.gate));
          if (gate) used.add(relaxed(s.gate));
          const on = gate ? String(gate.value).trim().toLowerCase() === 'true' : false;
          if (!on) {
            if (s.offValue !== undefined) writer.set(call, s.path, s.offValue, { key: where });
            if (found) {
              used.add(found[0]);
              writer.refuse(
                found[1].key,
                found[1].line,
                `Resilience4j ignores it while ${s.gate} is false`,
              );
            }
            continue;
          }
        }
        if (found) {
          used.add(found[0]);
          const { key, value, line } = found[1];
          writer.set(call, s.path, s.codec.read(value, key, line), { key, line });
          continue;
        }
        let fill: unknown;
        try {
          fill = s.codec.read(s.libraryDefault, s.name);
        } catch {
          fill = undefined;
        }
        const key = `${where}.${s.name}`;
        if (fill === undefined) {
          writer.filled(
            key,
            `${JSON.stringify(writer.read(call, s.path))} (Resilience4j: ${s.libraryDefault})`,
          );
          continue;
        }
        const held = typeof fill === 'number' ? writer.nearestHeld(s.path, fill) : undefined;
        if (held === undefined) {
          if (writer.set(call, s.path, fill, { key })) writer.filled(key, String(s.libraryDefault));
        } else if (writer.set(call, s.path, held, { key }))
          // Resilience4j's default is beyond what the simulation holds (500 ns under its 1 ms).
          writer.filled(
            key,
            `${String(s.libraryDefault)} is Resilience4j's default; the scenario cannot hold it and uses ${String(s.codec.write(held))}, the nearest its bounds allow`,
          );
      }
      const core = props.get('corethreadpoolsize');
      // A core size equal to the maximum is a pool of fixed size: what the simulation holds.
      if (core && String(core.value) === String(props.get('maxthreadpoolsize')?.value))
        used.add('corethreadpoolsize');
      if (module.module === 'retry') {
        retryLists.set(call, {
          where,
          retry: props.get('retryexceptions'),
          ignore: props.get('ignoreexceptions'),
        });
        used.add('retryexceptions');
        used.add('ignoreexceptions');
      }
      if (module.module === 'circuitbreaker')
        classification = readExceptions(
          props,
          used,
          options.exceptions,
          writer,
          where,
          classification,
        );
      for (const [name, p] of props) {
        if (used.has(name)) continue;
        const why = module.refused[name.split('.')[0]!] ?? OBSERVABILITY_KEYS[name];
        writer.refuse(p.key, p.line, why ?? `not a ${module.module} setting this reader knows`);
      }
    }
  }
  for (const call of new Set(Object.values(writer.placements)))
    applyAspectOrder(writer, call, aspects);
  for (const [call, { where, ...lists }] of retryLists) readRefusals(writer, call, where, lists);
  if (classification) {
    const kinds = classification.kinds;
    writer.editScenario((s) => ({
      ...s,
      breakerClassification: { ...s.breakerClassification, ...kinds },
    }));
  }
  return writer.result();
}

/**
 * The call's layer order from Spring's aspect orders, written only when it changes how the
 * call's enabled layers nest (an --onto scenario's own order otherwise stays), and listed.
 */
function applyAspectOrder(writer: PolicyWriter, call: string, aspects: AspectOrders): void {
  const policy = writer.read(call, []) as CallPolicy;
  const orders = Object.fromEntries([...aspects].map(([layer, a]) => [layer, a.order]));
  const wanted = r4jLayerOrder(orders, policy.rateLimiter?.enabled === true);
  const had = policy.layerOrder;
  if (activeOrder(policy, wanted) === activeOrder(policy, had)) return;
  const from = [...aspects.values()];
  if (!writer.set(call, ['layerOrder'], wanted, { key: from[0]?.key ?? `layer order of ${call}` }))
    return;
  writer.filled(
    `layer order of ${call}`,
    `${wanted}: Spring's order of the aspects (${from.length > 0 ? `with ${from.map((a) => a.key.split('.').at(-1)).join(', ')} from the file` : 'its defaults'}); the call had ${had}`,
  );
}

/**
 * recordExceptions and ignoreExceptions, through the person's table: listed kinds are
 * failures (or ignored), every other kind a success, as Resilience4j counts an exception it
 * was not told to record. The classification is the scenario's, for every breaker.
 */
function readExceptions(
  props: Block,
  used: Set<string>,
  table: Readonly<Record<string, FailureKind>> | undefined,
  writer: PolicyWriter,
  where: string,
  earlier: { from: string; kinds: Partial<BreakerClassification> } | undefined,
): { from: string; kinds: Partial<BreakerClassification> } | undefined {
  const record = props.get('recordexceptions');
  const ignore = props.get('ignoreexceptions');
  if (!table || (!record && !ignore)) return earlier;
  const classes = [record, ignore].flatMap((p) => (p ? listValue(p.value) : []));
  const unmapped = classes.filter((c) => table[c] === undefined);
  if (unmapped.length > 0) return earlier;
  const kinds: Partial<BreakerClassification> = {};
  if (record) {
    const recorded = new Set(listValue(record.value).map((c) => table[c]!));
    for (const k of [
      'network',
      'http5xx',
      'http429',
      'http4xxPermanent',
      'http4xxRetryable',
      'timeout',
      'poison',
    ] as const)
      kinds[k] = recorded.has(k) ? 'failure' : 'success';
    used.add('recordexceptions');
  }
  if (ignore) {
    for (const c of listValue(ignore.value)) kinds[table[c]!] = 'ignored';
    used.add('ignoreexceptions');
  }
  if (earlier && JSON.stringify(earlier.kinds) !== JSON.stringify(kinds)) {
    writer.refuse(
      `${where}.recordExceptions`,
      (record ?? ignore)?.line,
      `the simulation classifies failures once for every breaker, and ${earlier.from} already set it differently`,
    );
    used.add('recordexceptions');
    used.add('ignoreexceptions');
    return earlier;
  }
  return { from: where, kinds };
}
