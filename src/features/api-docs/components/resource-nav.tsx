import { ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { NavLinkLink } from '@/components/nav-link-link'
import type { ApiFunction, ApiRelation } from '@/features/database'
import { resourceParam } from '../resources'

/** The docs' table of contents: the introduction, then each table, view and function (a link each). */
export function ResourceNav({
  projectRef,
  relations,
  functions,
  defaultSchema,
  resource,
  rpc,
}: {
  projectRef: string
  relations: ApiRelation[]
  functions: ApiFunction[]
  defaultSchema: string
  resource: string | undefined
  rpc: string | undefined
}) {
  const [filter, setFilter] = useState('')
  const matches = (name: string) => name.toLowerCase().includes(filter.trim().toLowerCase())
  const shownRelations = relations.filter((relation) => matches(relation.name))
  const shownFunctions = functions.filter((fn) => matches(fn.name))
  return (
    <Stack gap="xs" component="nav" aria-label="API docs">
      <TextInput label="Search the API docs" placeholder="Table or function" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      <ScrollArea.Autosize mah={360} type="auto">
        <NavLinkLink label="Introduction" to="/project/$ref/api" params={{ ref: projectRef }} search={{}} active={!resource && !rpc} />
        <Text size="xs" fw={700} c="dimmed" mt="sm" px="sm">
          Tables and views
        </Text>
        {shownRelations.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm">
            {relations.length === 0 ? 'No tables or views in the exposed schemas yet.' : 'No table matches.'}
          </Text>
        ) : (
          shownRelations.map((relation) => {
            const param = resourceParam(relation, defaultSchema)
            return (
              <NavLinkLink
                key={`${relation.schema}.${relation.name}`}
                label={param}
                to="/project/$ref/api"
                params={{ ref: projectRef }}
                search={{ resource: param }}
                active={rpc === undefined && resource === param}
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            )
          })
        )}
        <Text size="xs" fw={700} c="dimmed" mt="sm" px="sm">
          Functions
        </Text>
        {shownFunctions.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm">
            {functions.length === 0 ? 'No functions in the exposed schemas.' : 'No function matches.'}
          </Text>
        ) : (
          shownFunctions.map((fn) => {
            const param = resourceParam(fn, defaultSchema)
            return (
              <NavLinkLink
                key={`${fn.schema}.${fn.name}`}
                label={`${param}()`}
                to="/project/$ref/api"
                params={{ ref: projectRef }}
                search={{ rpc: param }}
                active={rpc === param}
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            )
          })
        )}
      </ScrollArea.Autosize>
    </Stack>
  )
}
