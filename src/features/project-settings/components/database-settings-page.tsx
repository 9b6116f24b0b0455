import { Alert, Button, Group, List, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { PageHeader } from '@/components/page-header'
import { toast } from '@/lib/notify'
import {
  networkRestrictionsQueryOptions,
  sslEnforcementQueryOptions,
  useSaveNetworkRestrictions,
  useSaveSslEnforcement,
} from '../api/database-settings'
import { checkCidrs } from '../cidr'
import { DatabasePasswordSection } from './database-password-section'
import { PoolerSection } from './pooler-section'

export function DatabaseSettingsPage({ projectRef }: { projectRef: string }) {
  return (
    <>
      <PageHeader title="Database settings" description="Who may connect to the database, and how." />
      <Stack gap="lg">
        <DatabasePasswordSection projectRef={projectRef} />
        <PoolerSection projectRef={projectRef} />
        <SslSection projectRef={projectRef} />
        <NetworkSection projectRef={projectRef} />
      </Stack>
    </>
  )
}

function SslSection({ projectRef }: { projectRef: string }) {
  const ssl = useQuery(sslEnforcementQueryOptions(projectRef))
  const save = useSaveSslEnforcement(projectRef)
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="ssl-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="ssl-title">
          SSL enforcement
        </Title>
        {ssl.isError ? <Text c="red" size="sm">SSL enforcement could not be loaded: {ssl.error.message}</Text> : null}
        <Switch
          label="Enforce SSL on incoming connections"
          description="Connections without SSL are refused, including those of tools already connected."
          checked={ssl.data?.currentConfig.database ?? false}
          disabled={!ssl.data || save.isPending}
          onChange={(event) =>
            save.mutate(event.currentTarget.checked, {
              onSuccess: (answer) => toast.success(answer.currentConfig.database ? 'SSL is now enforced.' : 'SSL is no longer enforced.'),
              onError: (error) => toast.error(error.message, 'SSL enforcement could not be changed'),
            })
          }
        />
      </Stack>
    </Paper>
  )
}

function NetworkSection({ projectRef }: { projectRef: string }) {
  const restrictions = useQuery(networkRestrictionsQueryOptions(projectRef))
  if (restrictions.isPending) return <Text c="dimmed">Loading network restrictions…</Text>
  if (restrictions.isError)
    return (
      <Alert color="red" title="Network restrictions could not be loaded">
        {restrictions.error.message}
      </Alert>
    )
  const { dbAllowedCidrs, dbAllowedCidrsV6 } = restrictions.data.config
  return <NetworkForm projectRef={projectRef} initial={[...dbAllowedCidrs, ...dbAllowedCidrsV6].join('\n')} />
}

function NetworkForm({ projectRef, initial }: { projectRef: string; initial: string }) {
  const [text, setText] = useState(initial)
  const [savedText, setSavedText] = useState(initial)
  const [errors, setErrors] = useState<string[]>([])
  const save = useSaveNetworkRestrictions(projectRef)
  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      aria-labelledby="network-title"
      onSubmit={(event) => {
        event.preventDefault()
        const checked = checkCidrs(text)
        setErrors(checked.errors)
        if (checked.errors.length > 0) return
        save.mutate(
          { dbAllowedCidrs: checked.ipv4, dbAllowedCidrsV6: checked.ipv6 },
          { onSuccess: () => (setSavedText(text), toast.success('Network restrictions saved.')), onError: (error) => toast.error(error.message, 'Network restrictions could not be saved') },
        )
      }}
    >
      <UnsavedChangesPrompt when={text !== savedText} />
      <Stack gap="xs">
        <Title order={2} size="h4" id="network-title">
          Network restrictions
        </Title>
        <Text size="sm" c="dimmed">
          Only these address ranges may connect to the database. 0.0.0.0/0 and ::/0 allow every address.
        </Text>
        <Textarea
          label="Allowed CIDRs (one per line)"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={errors.length > 0 ? 'Fix the entries below before saving.' : undefined}
        />
        {errors.length > 0 ? (
          <List size="sm" c="red" role="alert" aria-label="Invalid CIDRs">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save restrictions
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
