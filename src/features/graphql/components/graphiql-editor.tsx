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
  authorization,
  colorScheme,
}: {
  projectRef: string
  role: GraphqlRole
  /** The token of the role being viewed as (CONTRACT §15), made for each request; none: the endpoint's key. */
  authorization: (() => Promise<string>) | undefined
  colorScheme: 'light' | 'dark'
}) {
  const fetcher = useMemo<ComponentProps<typeof GraphiQL>['fetcher']>(
    () => async (params) =>
      postGraphql(
        projectRef,
        role,
        { query: params.query, variables: params.variables, operationName: params.operationName },
        undefined,
        authorization ? await authorization() : undefined,
      ),
    [authorization, projectRef, role],
  )
  return <GraphiQL fetcher={fetcher} forcedTheme={colorScheme} />
}
