import { Container, Title } from '@mantine/core'

export function SignInPage() {
  return (
    <Container size={420} py={80}>
      <Title order={1}>Sign in</Title>
    </Container>
  )
}
