import { Button, Group, Paper, Portal, Text } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { rightOfSidePanel } from '@/lib/layout/side-panel-inset'
import { TOAST_WIDTH_PX } from '@/lib/notify'
import { isConsentManaged, useConsentStore } from '../consent-store'

const PrivacySettingsModal = lazy(() =>
  import('./privacy-settings-modal').then((m) => ({ default: m.PrivacySettingsModal })),
)

const CONSENT_TOAST_Z_INDEX = 180

/** SPEC §2/§4: the cookie consent toast, bottom right, while consent is undecided (hosted only). */
export function ConsentToast() {
  const undecided = useConsentStore((state) => state.decision === null)
  const acceptAll = useConsentStore((state) => state.acceptAll)
  const denyAll = useConsentStore((state) => state.denyAll)
  const [settingsOpen, setSettingsOpen] = useState(false)
  if (!isConsentManaged()) return null
  return (
    <>
      {undecided && !settingsOpen ? (
        <Portal>
          <Paper
            role="region"
            aria-label="Cookie consent"
            withBorder
            shadow="md"
            p="md"
            radius="md"
            w={TOAST_WIDTH_PX}
            maw="calc(100vw - 32px)"
            // Left of the docked assistant panel, never over its message box; below modals (200) and
            // the full-screen assistant panel on small screens (190).
            style={{ position: 'fixed', right: rightOfSidePanel(16), bottom: 16, zIndex: CONSENT_TOAST_Z_INDEX }}
          >
            <Text size="sm">
              We use cookies to keep the dashboard working and, with your consent, to understand how it is used so we
              can improve it.
            </Text>
            <Group gap="xs" mt="sm">
              <Button size="xs" onClick={acceptAll}>
                Accept
              </Button>
              <Button size="xs" variant="default" onClick={denyAll}>
                Opt out
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSettingsOpen(true)}>
                Privacy settings
              </Button>
            </Group>
          </Paper>
        </Portal>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <PrivacySettingsModal onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
