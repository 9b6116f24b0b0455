import { Stack, Text, Title } from '@mantine/core'
import { ButtonLink } from './links'

/** A layout's not-found component: inside the signed-in frame, with a way back (issue 11 item 9). */
export function LayoutNotFound({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="md" maw={640} py="xl" align="flex-start">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text>{message}</Text>
      <ButtonLink to="/" variant="default">
        Back to the dashboard
      </ButtonLink>
    </Stack>
  )
}
