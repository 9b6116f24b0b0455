import { Container, Title } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'

export function CrashScreen({ error }: ErrorComponentProps) {
  return (
    <Container py={80}>
      <Title>Sorry! An unexpected error occurred.</Title>
      <pre>{error instanceof Error ? error.message : String(error)}</pre>
    </Container>
  )
}
