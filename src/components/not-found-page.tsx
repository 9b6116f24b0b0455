import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back to the dashboard
        </Button>
      </Stack>
    </Container>
  )
}
