import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiKeysQueryOptions } from '../api/api-keys-query'
import { functionUrl, invocationUrl, type FunctionsBackend } from '../api/backend'
import { invokeFunction } from '../api/invoke-function'
import { jwtSecretQueryOptions, signUserToken, UserPicker, type TokenUser } from '@/features/view-as-role'
import { functionKeys } from '../api/keys'
import type { EdgeFunction } from '../api/schemas'
import { jsonProblem, parseHeaderLines } from '../test-request'
import { TestResponse } from './test-response'
import { MONO_INPUT_STYLES } from '@/components/mono-input'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
type Role = 'anon' | 'service_role' | 'user'
const ROLES = [
  { value: 'anon', label: 'anon' },
  { value: 'service_role', label: 'service role' },
  { value: 'user', label: 'a user from Auth' },
]

/**
 * Sends one request to the function and shows the answer: method, path, query, headers, JSON body and
 * who calls: the anon or service role key, or a user picked from Auth (an access token signed with the
 * project's JWT secret, as GoTrue signs one), in Authorization.
 */
export function TestPanel({
  projectRef,
  backend,
  fn,
  apiUrl,
}: {
  projectRef: string
  backend: FunctionsBackend
  fn: EdgeFunction
  /** The project's API URL from its settings; undefined while it loads. */
  apiUrl: string | undefined
}) {
  const [method, setMethod] = useState('POST')
  const [path, setPath] = useState('')
  const [query, setQuery] = useState('')
  const [headerText, setHeaderText] = useState('Content-Type: application/json')
  const [body, setBody] = useState('{\n  "name": "Functions"\n}')
  const [role, setRole] = useState<Role>('anon')
  const [user, setUser] = useState<TokenUser | null>(null)
  const queryClient = useQueryClient()
  const keys = useQuery({ ...apiKeysQueryOptions(projectRef), enabled: backend.managed })
  const jwtSecret = useQuery({ ...jwtSecretQueryOptions(projectRef), enabled: backend.managed && role === 'user' })
  const target = invocationUrl(backend, apiUrl, fn.slug)
  const send = useMutation({
    mutationFn: async (headers: [string, string][]) => {
      if (!target) throw new Error("The project's API URL is not known yet.")
      const own = headers.some(([name]) => name.toLowerCase() === 'authorization')
      const bearer =
        role === 'user' && user && jwtSecret.data ? await signUserToken(jwtSecret.data, user, projectRef) : keys.data?.[role === 'user' ? 'anon' : role]
      const anon = keys.data?.anon
      const sent: [string, string][] = [...headers]
      if (bearer && !own) sent.push(['Authorization', `Bearer ${bearer}`])
      const apikey = role === 'user' ? anon : bearer
      if (apikey && !own && !headers.some(([name]) => name.toLowerCase() === 'apikey')) sent.push(['apikey', apikey])
      return invokeFunction(target, {
        method,
        path,
        query,
        headers: sent,
        body: method === 'GET' || method === 'HEAD' ? '' : body,
      })
    },
    // The invocation and its console lines are on the function's tabs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: functionKeys.allLogs(projectRef, fn.slug) }),
  })
  const parsed = parseHeaderLines(headerText)
  const bodyProblem = method === 'GET' ? undefined : jsonProblem(body)
  const userProblem =
    role !== 'user'
      ? undefined
      : !user
        ? 'Pick the user the request is sent as.'
        : jwtSecret.isError
          ? `The project's JWT secret could not be read, so no token can be made for this user: ${jwtSecret.error.message}`
          : jwtSecret.isSuccess && !jwtSecret.data
            ? "The project has no JWT secret to sign this user's token with."
            : undefined

  const submit = () => {
    if (parsed.problem || bodyProblem || userProblem) return
    send.mutate(parsed.headers)
  }

  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Method"
          data={METHODS}
          value={method}
          onChange={(value) => value && setMethod(value)}
          allowDeselect={false}
        />
        <Select
          label="Role"
          data={ROLES}
          value={role}
          onChange={(value) => value && setRole(value as Role)}
          allowDeselect={false}
          disabled={!backend.managed}
        />
      </Group>
      {role === 'user' ? <UserPicker projectRef={projectRef} value={user} onChange={setUser} /> : null}
      {userProblem ? (
        <Text size="sm" c={user ? 'red' : 'dimmed'} role={user ? 'alert' : undefined}>
          {userProblem}
        </Text>
      ) : null}
      {keys.isError ? (
        <Text size="sm" c="dimmed">
          The project&apos;s API keys could not be read: the request goes without Authorization.
        </Text>
      ) : null}
      <TextInput
        label="Path"
        description={
          apiUrl
            ? `After ${functionUrl(apiUrl, fn.slug)}${backend.gateway !== null ? " (sent through the dashboard's gateway)" : ''}`
            : undefined
        }
        placeholder="/"
        value={path}
        onChange={(e) => setPath(e.currentTarget.value)}
      />
      <TextInput
        label="Query"
        placeholder="name=value&other=1"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Textarea
        label="Headers"
        description="One per line: Name: value"
        autosize
        minRows={2}
        styles={MONO_INPUT_STYLES}
        value={headerText}
        error={parsed.problem}
        onChange={(e) => setHeaderText(e.currentTarget.value)}
      />
      {method === 'GET' ? null : (
        <Textarea
          label="Body (JSON)"
          autosize
          minRows={4}
          maxRows={14}
          styles={MONO_INPUT_STYLES}
          value={body}
          error={bodyProblem}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
      )}
      <Group>
        <Button
          onClick={submit}
          loading={send.isPending || !target || (backend.managed && keys.isPending) || (role === 'user' && Boolean(user) && jwtSecret.isPending)}
          disabled={Boolean(parsed.problem || bodyProblem || userProblem)}
        >
          Send request
        </Button>
      </Group>
      {send.isError ? (
        <Alert color="red" title="The request failed" role="alert">
          {send.error.message}
        </Alert>
      ) : null}
      {send.data ? <TestResponse result={send.data} /> : null}
    </Stack>
  )
}
