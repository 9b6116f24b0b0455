import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { PageLoader } from '@/components/page-loader'
import { PermissionAction, PermissionButton, PermissionResource, useCheckPermission } from '@/features/permissions'
import { toast } from '@/lib/notify'
import { organizationDetailQueryOptions, useOrganizationUpdateMutation } from '@/features/organizations/api/organization-detail-query'
import type { Organization } from '@/features/organizations/api/organizations-query'
import { MfaEnforcementSetting } from './mfa-enforcement-setting'

const MANAGED_BY_LABELS: Record<Organization['managed_by'], string> = {
  'vercel-marketplace': 'Hosting-platform marketplace',
  'aws-marketplace': 'Cloud marketplace',
  supabase: 'The platform itself',
}

/** The detail data group: name and billing email can be changed; slug and billing source are shown. */
export function OrganizationSettings({ slug, securitySettings }: { slug: string; securitySettings: boolean }) {
  const detail = useQuery(organizationDetailQueryOptions(slug))
  if (detail.isPending) return <PageLoader />
  if (detail.isError) {
    return (
      <Alert color="red" title="Settings could not be loaded">
        {detail.error.message}
      </Alert>
    )
  }
  return (
    <Stack gap="lg">
      <SettingsForm key={detail.dataUpdatedAt} slug={slug} organization={detail.data} />
      {securitySettings ? <MfaEnforcementSetting slug={slug} isOwner={Boolean(detail.data.is_owner)} /> : null}
    </Stack>
  )
}

function SettingsForm({ slug, organization }: { slug: string; organization: Organization }) {
  const canUpdate = useCheckPermission(PermissionAction.UPDATE, PermissionResource.ORGANIZATIONS, undefined, {
    organizationSlug: slug,
  }).can
  const update = useOrganizationUpdateMutation(slug)
  const [name, setName] = useState(organization.name)
  const [billingEmail, setBillingEmail] = useState(
    organization.billing_email === 'Unknown' ? '' : organization.billing_email,
  )
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('Enter a name for the organization')
    setError(undefined)
    update.mutate(
      { name: name.trim(), billing_email: billingEmail.trim() },
      {
        onSuccess: () => toast.success('Organization settings saved.'),
        onError: (err) => toast.error(`Failed to save settings: ${err.message}`),
      },
    )
  }

  return (
    <Paper withBorder p="lg" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Organization name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            disabled={!canUpdate}
          />
          <TextInput
            label="Organization slug"
            value={organization.slug}
            readOnly
            description="Used in links; it cannot be changed."
          />
          <TextInput
            label="Billing email"
            type="email"
            value={billingEmail}
            onChange={(e) => setBillingEmail(e.currentTarget.value)}
            disabled={!canUpdate}
          />
          <Text size="sm" c="dimmed">
            Billed by: {MANAGED_BY_LABELS[organization.managed_by]}
            {organization.organization_requires_mfa ? ' · Members must use multi-factor authentication' : ''}
          </Text>
          <Group justify="flex-end">
            {canUpdate ? (
              <Button type="submit" loading={update.isPending}>
                Save changes
              </Button>
            ) : (
              <PermissionButton
                allowed={false}
                reason="You need additional permissions to change this organization's settings."
              >
                Save changes
              </PermissionButton>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
