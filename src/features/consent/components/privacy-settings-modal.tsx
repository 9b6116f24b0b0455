import { Alert, Loader, Stack, Switch, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AnchorLink } from '@/components/links'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { consentCategoriesQueryOptions, type ConsentCategory } from '../api/consent-categories-query'
import { isServiceAllowed, useConsentStore } from '../consent-store'

export const PRIVACY_SETTINGS_ERROR_TITLE = 'Unable to Load Privacy Settings'

/** SPEC §2: one toggle per consent category (essential ones fixed on); confirm applies the statuses. */
export function PrivacySettingsModal({ onClose }: { onClose: () => void }) {
  const { data: categories, isPending, isError } = useQuery(consentCategoriesQueryOptions())
  const decision = useConsentStore((state) => state.decision)
  const applyServices = useConsentStore((state) => state.applyServices)
  const [choices, setChoices] = useState<Record<string, boolean>>({})

  const isOn = (category: ConsentCategory) =>
    category.isEssential ||
    (choices[category.slug] ??
      category.services.every((service) => (decision ? isServiceAllowed(decision, service.id) : service.status)))

  const confirm = () => {
    if (!categories) return
    const services: Record<string, boolean> = {}
    for (const category of categories) for (const service of category.services) services[service.id] = isOn(category)
    applyServices(services)
    onClose()
  }

  return (
    <ConfirmDialog
      visible
      title="Privacy settings"
      size="medium"
      onCancel={onClose}
      onConfirm={confirm}
      confirmDisabled={!categories}
    >
      {isPending ? (
        <Loader size="sm" aria-label="Loading privacy settings" />
      ) : isError ? (
        <Alert color="red" title={PRIVACY_SETTINGS_ERROR_TITLE}>
          <Text size="sm">
            The privacy settings could not be loaded. An ad blocker or privacy extension may be blocking them: disable
            it for this site and reload the page. If the problem persists,{' '}
            <AnchorLink
              to="/support/new"
              search={{ category: 'problem', subject: PRIVACY_SETTINGS_ERROR_TITLE }}
              size="sm"
              onClick={onClose}
            >
              contact support
            </AnchorLink>
            .
          </Text>
        </Alert>
      ) : (
        <Stack gap="md">
          {categories.map((category) => (
            <Switch
              key={category.slug}
              label={category.label}
              description={category.isEssential ? `${category.description} Always on.` : category.description}
              checked={isOn(category)}
              disabled={category.isEssential}
              onChange={(event) => {
                const checked = event.currentTarget.checked
                setChoices((current) => ({ ...current, [category.slug]: checked }))
              }}
            />
          ))}
        </Stack>
      )}
    </ConfirmDialog>
  )
}
