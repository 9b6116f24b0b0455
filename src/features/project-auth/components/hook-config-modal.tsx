import { Alert, Button, Code, Group, Modal, PasswordInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { CopyButton } from '@/components/copy-button'
import { AUTH_HOOK_TEMPLATES, grantHookFunction, listHookFunctions, QueryError } from '@/features/database'
import { runBuiltSql, statementsSql, useProjectConnection, useRunSqlMutation } from '@/features/database-objects/api/run-built-sql'
import type { AuthConfig } from '../api/auth-config-query'
import { projectAuthKeys } from '../api/keys'
import { generateHookSecret, hookKeys, hookSecretError, hookUri, hookUrlError, parseHookUri, type AuthHook } from '../auth-hooks'

const fnValue = (schema: string, name: string) => JSON.stringify([schema, name])

/** One hook's target (a Postgres function GoTrue may run, or an HTTPS endpoint with its secret) and switch. */
export function HookConfigModal({
  projectRef,
  hook,
  config,
  saving,
  saveError,
  onSave,
  onClose,
}: {
  projectRef: string
  hook: AuthHook
  config: AuthConfig
  saving: boolean
  saveError: Error | null
  onSave: (changes: AuthConfig) => void
  onClose: () => void
}) {
  const keys = hookKeys(hook)
  const saved = parseHookUri(config[keys.uri])
  const [kind, setKind] = useState<'postgres' | 'https'>(saved?.kind ?? 'postgres')
  const [fn, setFn] = useState<string | null>(saved?.kind === 'postgres' ? fnValue(saved.schema, saved.name) : null)
  const [url, setUrl] = useState(saved?.kind === 'https' ? saved.url : '')
  const [secret, setSecret] = useState('')
  const [enabled, setEnabled] = useState(config[keys.enabled] === true || saved === null)
  const [submitted, setSubmitted] = useState(false)
  const connection = useProjectConnection(projectRef)
  const functionsKey = [...projectAuthKeys.all(projectRef), 'hook-functions']
  // The connection string only marks the call; the ref in the key names what is read.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const functions = useQuery({ queryKey: functionsKey, queryFn: ({ signal }) => runBuiltSql(connection, listHookFunctions(), signal), enabled: Boolean(connection.connectionString) })
  const run = useRunSqlMutation(connection, [functionsKey])
  const picked = functions.data?.find((f) => fnValue(f.schema, f.name) === fn)
  const template = AUTH_HOOK_TEMPLATES[hook.id]
  const savedSecret = Boolean(config[keys.secrets]) && saved?.kind === 'https'

  const errors = {
    fn: kind === 'postgres' && !picked ? 'Pick the function to call' : undefined,
    url: kind === 'https' ? hookUrlError(url) : undefined,
    secret: kind === 'https' && (secret !== '' || !savedSecret) ? hookSecretError(secret) : undefined,
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (errors.fn || errors.url || errors.secret) return
    const target = kind === 'postgres' ? { kind, schema: picked!.schema, name: picked!.name } : { kind, url: url.trim() }
    onSave({ [keys.enabled]: enabled, [keys.uri]: hookUri(target), ...(kind === 'https' && secret ? { [keys.secrets]: secret.trim() } : {}) })
  }

  return (
    <Modal opened onClose={() => !saving && onClose()} title={hook.title} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {hook.description}
          </Text>
          <SegmentedControl
            aria-label="Hook type"
            value={kind}
            onChange={(value) => setKind(value === 'https' ? 'https' : 'postgres')}
            data={[
              { value: 'postgres', label: 'Postgres function' },
              { value: 'https', label: 'HTTPS endpoint' },
            ]}
          />
          {kind === 'postgres' ? (
            <>
              {functions.error ? <QueryError title="Could not list the functions" error={functions.error} /> : null}
              <Select
                label="Function"
                description="A function that takes one jsonb argument and returns jsonb."
                placeholder={functions.isPending ? 'Loading functions…' : 'Pick a function'}
                data={(functions.data ?? []).map((f) => ({ value: fnValue(f.schema, f.name), label: `${f.schema}.${f.name}` }))}
                value={fn}
                onChange={setFn}
                searchable
                nothingFoundMessage="No function takes (event jsonb) and returns jsonb: create one from the template below."
                error={submitted ? errors.fn : undefined}
              />
              {picked && picked.granted === false ? (
                <Alert color="yellow" title="The auth service cannot run this function yet" role="status">
                  <Stack gap="xs">
                    <Text size="sm">It runs hooks as supabase_auth_admin, which needs these grants (and the API roles should not call the function):</Text>
                    <Code block>{grantHookFunction(picked.schema, picked.name).sql}</Code>
                    {run.error ? <QueryError title="The grant failed" error={run.error} /> : null}
                    <Group>
                      <Button size="xs" loading={run.isPending} onClick={() => run.mutate(grantHookFunction(picked.schema, picked.name))}>
                        Grant access
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : null}
              {picked?.granted ? <Text size="sm">supabase_auth_admin may run {picked.schema}.{picked.name}.</Text> : null}
              {picked && picked.granted === null ? <Text size="sm">This database has no supabase_auth_admin role: the auth service creates it when it first starts.</Text> : null}
              <details>
                <summary>
                  <Text span size="sm">
                    Template: {`public.${template.name}`}
                  </Text>
                </summary>
                <Stack gap="xs" mt="xs">
                  <Code block style={{ whiteSpace: 'pre-wrap' }}>
                    {template.sql}
                  </Code>
                  <Group gap="xs">
                    <Button size="xs" variant="default" loading={run.isPending} onClick={() => run.mutate(statementsSql([template.sql]), { onSuccess: () => setFn(fnValue('public', template.name)) })}>
                      Create this function
                    </Button>
                    <CopyButton value={template.sql} label="template" />
                  </Group>
                </Stack>
              </details>
            </>
          ) : (
            <>
              <TextInput label="Endpoint URL" value={url} onChange={(event) => setUrl(event.currentTarget.value)} error={submitted ? errors.url : undefined} placeholder="https://example.com/hooks/auth" />
              <Group align="flex-end" gap="xs" wrap="wrap">
                <PasswordInput
                  label="Secret"
                  description={savedSecret ? 'Saved (hidden): type or generate to replace it.' : 'Signs each request (Standard Webhooks): your endpoint verifies it.'}
                  value={secret}
                  onChange={(event) => setSecret(event.currentTarget.value)}
                  error={submitted ? errors.secret : undefined}
                  autoComplete="off"
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Button variant="default" onClick={() => setSecret(generateHookSecret())}>
                  Generate secret
                </Button>
                {secret ? <CopyButton value={secret} label="secret" /> : null}
              </Group>
            </>
          )}
          <Switch label="Enable hook" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
          {saveError ? (
            <Alert color="red" title="The hook was not saved" role="alert">
              {saveError.message} Your entries are kept: correct them and save again.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save hook
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
