import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageLoader } from '@/components/page-loader'

/** A titled section of the billing page; `id` makes it a link target (#address, #invoices). */
export function BillingSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  )
}

/** Loading and error states shared by the sections. */
export function QueryState({ isPending, error, what }: { isPending: boolean; error: Error | null; what: string }) {
  if (isPending) return <PageLoader />
  if (error) {
    return (
      <Alert color="red" title={`${what} could not be loaded`}>
        {error.message}
      </Alert>
    )
  }
  return null
}
