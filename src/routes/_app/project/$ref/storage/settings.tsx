import { createFileRoute } from '@tanstack/react-router'
import { StorageSettingsPage } from '@/features/storage/components/settings/storage-settings-page'
import { StorageSettingsReadOnly } from '@/features/storage/components/settings/storage-settings-read-only'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/storage/settings')({
  component: function StorageSettingsRoute() {
    const { ref } = Route.useParams()
    // Self-hosted, the storage service takes its settings from its own environment: shown read-only, nothing to load.
    return getConfig().platform ? <StorageSettingsPage projectRef={ref} /> : <StorageSettingsReadOnly />
  },
})
