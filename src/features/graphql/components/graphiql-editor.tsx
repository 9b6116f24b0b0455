import 'graphiql/setup-workers/vite'
import 'graphiql/style.css'
import { GraphiQL } from 'graphiql'
import { useMemo, type ComponentProps } from 'react'
import { postGraphql } from '../api/graphql-request'
import type { GraphqlRole } from '../roles'

/** GraphiQL itself, with its editors and styles: loaded only on the GraphQL pages. */
export default function GraphiqlEditor({
  projectRef,
  role,
  colorScheme,
}: {
  projectRef: string
  role: GraphqlRole
  colorScheme: 'light' | 'dark'
}) {
  const fetcher = useMemo<ComponentProps<typeof GraphiQL>['fetcher']>(
    () => (params) =>
      postGraphql(projectRef, role, {
        query: params.query,
        variables: params.variables,
        operationName: params.operationName,
      }),
    [projectRef, role],
  )
  return <GraphiQL fetcher={fetcher} forcedTheme={colorScheme} />
}
