import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useState } from 'react'
import { AnchorLink } from './links'

/** The message to show for a failed load: the call's own text (ApiError names the call). */
export function routeErrorMessage(error: unknown) {
  if (error instanceof Error && error.message) return error.message
  return 'An unknown error occurred.'
}

/**
 * A layout's error component (issue 11 item 9): rendered in place of the failing layout's content,
 * inside the signed-in frame, so the header and navigation stay. 'Try again' loads the route again;
 * the failed calls are fetched afresh (navigation-fetch.ts).
 */
export function RouteError({ error, title }: ErrorComponentProps & { title: string }) {
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  const retry = () => {
    setRetrying(true)
    // No QueryErrorResetBoundary reset: with retryOnMount off, a reset query neither throws nor fetches, and
    // the page rendered once without data. The reload drops the failed queries nobody shows
    // (navigation-fetch.ts), so the loaders and the page fetch them afresh.
    void router.invalidate().finally(() => setRetrying(false))
  }
  return (
    <Stack gap="md" maw={640} py="xl" role="alert" aria-labelledby="route-error-title">
      <Title order={1} size="h3" id="route-error-title">
        {title}
      </Title>
      <Alert color="red" variant="light" title="Error">
        <Text size="sm" data-testid="route-error-message" style={{ overflowWrap: 'anywhere' }}>
          {routeErrorMessage(error)}
        </Text>
      </Alert>
      <Group>
        <Button onClick={retry} loading={retrying}>
          Try again
        </Button>
        <AnchorLink to="/support/new" search={{ category: 'dashboard_bug', message: routeErrorMessage(error) }} size="sm">
          Contact support
        </AnchorLink>
      </Group>
    </Stack>
  )
}

export const PageError = (props: ErrorComponentProps) => <RouteError {...props} title="This page could not be loaded" />
export const OrganizationError = (props: ErrorComponentProps) => (
  <RouteError {...props} title="This organization could not be loaded" />
)
export const ProjectError = (props: ErrorComponentProps) => <RouteError {...props} title="This project could not be loaded" />
