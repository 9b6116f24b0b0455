import type { PlanId } from './plan-ids'

/** SPEC §3 Instance sizing entry. */
export interface InstanceSizing {
  baseline_disk_io_mbs: number
  connections_direct: number
  connections_pooler: number
  cpu_cores: number
  cpu_dedicated: boolean
  max_disk_io_mbs: number
  memory_gb: number
}

export const INSTANCE_SIZES = ['micro', 'small'] as const
export type InstanceSize = (typeof INSTANCE_SIZES)[number]

/** SPEC §9 Regions and sizing. Micro: shared CPU; small: 2 cores. */
export const INSTANCE_SIZING: Record<InstanceSize, InstanceSizing> = {
  micro: {
    baseline_disk_io_mbs: 43,
    max_disk_io_mbs: 2085,
    connections_direct: 30,
    connections_pooler: 200,
    cpu_cores: 2,
    cpu_dedicated: false,
    memory_gb: 0.5,
  },
  small: {
    baseline_disk_io_mbs: 87,
    max_disk_io_mbs: 2085,
    connections_direct: 60,
    connections_pooler: 200,
    cpu_cores: 2,
    cpu_dedicated: true,
    memory_gb: 1,
  },
}

export const INSTANCE_SIZE_LABELS: Record<InstanceSize, string> = { micro: 'Micro', small: 'Small' }

export const DEFAULT_INSTANCE_SIZE: InstanceSize = 'micro'

/** The free plan runs on the smallest instance; larger sizes need a paid plan. */
export function instanceSizeAllowed(size: InstanceSize, plan: PlanId) {
  return plan !== 'free' || size === DEFAULT_INSTANCE_SIZE
}

/** 'Shared CPU' or '2-core CPU', '0.5 GB memory', ... for a sizing entry. */
export function describeSizing(sizing: InstanceSizing) {
  return {
    cpu: sizing.cpu_dedicated ? `${sizing.cpu_cores}-core CPU` : 'Shared CPU',
    memory: `${sizing.memory_gb} GB memory`,
    connections: `${sizing.connections_direct} direct / ${sizing.connections_pooler} pooler connections`,
    diskIo: `${sizing.baseline_disk_io_mbs} MB/s baseline, ${sizing.max_disk_io_mbs} MB/s max disk IO`,
  }
}
