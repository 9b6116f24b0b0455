import { Select } from '@mantine/core'
import type { RegionOption } from '../region-choice'

const STATUS_SUFFIX: Record<RegionOption['status'], string> = {
  available: '',
  capacity: ' (at capacity)',
  unavailable: ' (not available)',
}

export function RegionSelect({
  options,
  value,
  onChange,
  loading,
}: {
  options: RegionOption[]
  value: string
  onChange: (code: string) => void
  loading: boolean
}) {
  return (
    <Select
      label="Region"
      description="Choose the region closest to your users. We suggest the one nearest to you."
      data={options.map((region) => ({
        value: region.code,
        label: `${region.displayName}${STATUS_SUFFIX[region.status]}`,
        disabled: region.status !== 'available',
      }))}
      value={value}
      onChange={(code) => code && onChange(code)}
      allowDeselect={false}
      searchable
      disabled={loading}
      required
    />
  )
}
