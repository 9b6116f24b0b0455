import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiKeysQueryOptions } from '../api/api-keys-query'
import { functionUrl, type FunctionsBackend } from '../api/backend'
import { invokeFunction } from '../api/invoke-function'
import { functionKeys } from '../api/keys'
import type { EdgeFunction } from '../api/schemas'
import { jsonProblem, parseHeaderLines } from '../test-request'
import { TestResponse } from './test-response'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
type Role = 'anon' | 'service_role'

/**
 * Sends one request to the function and shows the answer: method, path, query, headers, JSON body and
 * the role whose key goes in Authorization (anon or service role; users from Auth are not offered yet).
 */
export function TestPanel({
  projectRef,
  backend,
  fn,
}: {
  projectRef: string
  backend: FunctionsBackend
  fn: EdgeFunction
}) {
  const [method, setMethod] = useState('POST')
  const [path, setPath] = useState('')
  const [query, setQuery] = useState('')
  const [headerText, setHeaderText] = useState('Content-Type: application/json')
  const [body, setBody] = useState('{\n  "name": "Functions"\n}')
  const [role, setRole] = useState<Role>('anon')
  const queryClient = useQueryClient()
  const keys = useQuery({ ...apiKeysQueryOptions(projectRef), enabled: backend.managed })
  const send = useMutation({
    mutationFn: (headers: [string, string][]) =>
      invokeFunction(functionUrl(backend, fn.slug), {
        method,
        path,
        query,
        headers,
        body: method === 'GET' || method === 'HEAD' ? '' : body,
      }),
    // The invocation and its console lines are on the function's tabs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: functionKeys.allLogs(projectRef, fn.slug) }),
  })
  const parsed = parseHeaderLines(headerText)
  const bodyProblem = method === 'GET' ? undefined : jsonProblem(body)
  const key = keys.data?.[role]

  const submit = () => {
    if (parsed.problem || bodyProblem) return
    const headers = [...parsed.headers]
    if (key && !headers.some(([name]) => name.toLowerCase() === 'authorization'))
      headers.push(['Authorization', `Bearer ${key}`], ['apikey', key])
    send.mutate(headers)
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
          data={[
            { value: 'anon', label: 'anon' },
            { value: 'service_role', label: 'service role' },
          ]}
          value={role}
          onChange={(value) => value && setRole(value as Role)}
          allowDeselect={false}
          disabled={!backend.managed}
        />
      </Group>
      {keys.isError ? (
        <Text size="sm" c="dimmed">
          The project&apos;s API keys could not be read: the request goes without Authorization.
        </Text>
      ) : null}
      <TextInput
        label="Path"
        description={`After ${functionUrl(backend, fn.slug)}`}
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
        ff="monospace"
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
          ff="monospace"
          value={body}
          error={bodyProblem}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
      )}
      <Group>
        <Button
          onClick={submit}
          loading={send.isPending || (backend.managed && keys.isPending)}
          disabled={Boolean(parsed.problem || bodyProblem)}
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
