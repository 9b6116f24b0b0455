import { Alert, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState, type FormEvent } from 'react'
import { availableRegionsQueryOptions } from '@/features/billing/api/available-regions-query'
import { freeProjectLimitCheckQueryOptions } from '@/features/billing/api/free-project-limit-check-query'
import type { Organization } from '@/features/organizations/api/organizations-query'
import { DatabasePasswordInput, describeStrength, usePasswordStrength } from '@/features/password'
import { CLOUD_PROVIDERS, CLOUD_PROVIDER_LABELS, DEFAULT_CLOUD_PROVIDER, DEFAULT_INSTANCE_SIZE, instanceSizeAllowed, toPlanId, type CloudProvider, type InstanceSize } from '@/features/plans'
import { toast } from '@/lib/notify'
import { useCreateProjectMutation } from '../api/create-project-mutation'
import { browserTimeZone } from '../approximate-location'
import { preselectedRegion, regionOptions } from '../region-choice'
import { FreeProjectLimitAlert } from './free-project-limit-alert'
import { InstanceSizePicker } from './instance-size-picker'
import { RegionSelect } from './region-select'

export const PROJECT_NAME_MAX_LENGTH = 64

export function NewProjectForm({
  organization,
  organizations,
}: {
  organization: Organization | undefined
  organizations: Organization[]
}) {
  const navigate = useNavigate()
  const slug = organization?.slug
  const plan = toPlanId(organization?.plan.id)
  const [name, setName] = useState('')
  const [provider, setProvider] = useState<CloudProvider>(DEFAULT_CLOUD_PROVIDER)
  const [chosenRegion, setChosenRegion] = useState<string | null>(null)
  const [size, setSize] = useState<InstanceSize>(DEFAULT_INSTANCE_SIZE)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({})
  const passwordState = usePasswordStrength(password)
  const create = useCreateProjectMutation()

  const availability = useQuery({ ...availableRegionsQueryOptions(slug ?? '', provider), enabled: Boolean(slug) })
  const limit = useQuery({
    ...freeProjectLimitCheckQueryOptions(slug ?? ''),
    enabled: Boolean(slug) && plan === 'free',
  })
  const options = useMemo(() => regionOptions(provider, availability.data), [provider, availability.data])
  const suggested = useMemo(() => preselectedRegion(provider, options, browserTimeZone()), [provider, options])
  const region =
    chosenRegion && options.some((o) => o.code === chosenRegion && o.status === 'available') ? chosenRegion : suggested
  const atFreeLimit = plan === 'free' && (limit.data?.length ?? 0) > 0
  const strength = passwordState.strength ? describeStrength(passwordState.strength) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: typeof errors = {}
    if (!name.trim()) next.name = 'Enter a name for your project'
    if (!password) next.password = 'Enter a database password'
    else if (!passwordState.tooLong && !strength?.acceptable) next.password = 'Choose a stronger password'
    setErrors(next)
    if (next.name || next.password || passwordState.tooLong || !slug || atFreeLimit) return
    create.mutate(
      {
        name: name.trim(),
        organization_slug: slug,
        db_pass: password,
        cloud_provider: provider,
        region,
        desired_instance_size: instanceSizeAllowed(size, plan) ? size : DEFAULT_INSTANCE_SIZE,
      },
      {
        onSuccess: (project) => {
          toast.success(`Project ${project.name} is being set up.`)
          void navigate({ to: '/project/$ref', params: { ref: project.ref } })
        },
      },
    )
  }

  return (
    <Paper withBorder p="lg" maw={720}>
      <form onSubmit={submit} noValidate aria-label="Create a new project">
        <Stack gap="md">
          <Select
            label="Organization"
            data={organizations.map((o) => ({ value: o.slug, label: `${o.name} (${o.plan.name ?? o.plan.id})` }))}
            value={slug ?? null}
            placeholder="Choose an organization"
            onChange={(next) => next && void navigate({ to: '/new/$slug', params: { slug: next }, search: true })}
            allowDeselect={false}
            required
          />
          {atFreeLimit && slug ? <FreeProjectLimitAlert slug={slug} members={limit.data ?? []} /> : null}
          <TextInput
            label="Project name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={PROJECT_NAME_MAX_LENGTH}
            error={errors.name}
            required
          />
          <DatabasePasswordInput
            value={password}
            onChange={setPassword}
            state={passwordState}
            error={errors.password}
          />
          <Select
            label="Cloud provider"
            data={CLOUD_PROVIDERS.map((p) => ({ value: p, label: CLOUD_PROVIDER_LABELS[p] }))}
            value={provider}
            onChange={(next) => {
              if (!next) return
              setProvider(next as CloudProvider)
              setChosenRegion(null)
            }}
            allowDeselect={false}
          />
          <RegionSelect
            options={options}
            value={region}
            onChange={setChosenRegion}
            loading={availability.isPending && Boolean(slug)}
          />
          <InstanceSizePicker
            value={instanceSizeAllowed(size, plan) ? size : DEFAULT_INSTANCE_SIZE}
            onChange={setSize}
            plan={plan}
          />
          {create.isError ? (
            <Alert color="red" title="The project could not be created" role="alert">
              {create.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} disabled={!slug || atFreeLimit}>
              Create new project
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
