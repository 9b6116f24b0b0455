import { Alert, Button, Group, Text } from '@mantine/core'
import { IconBrandGithub } from '@tabler/icons-react'
import { useConnectGithub } from '../use-connect-github'

/** 'Connect GitHub' with the popup flow's progress, result and errors. */
export function ConnectGithubButton() {
  const { status, connect } = useConnectGithub()
  if (status.type === 'connected') {
    return (
      <Text size="sm" role="status">
        GitHub connected as <strong>{status.login}</strong>.
      </Text>
    )
  }
  return (
    <>
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBrandGithub size={16} aria-hidden />}
          loading={status.type === 'waiting'}
          onClick={() => void connect()}
        >
          Connect GitHub
        </Button>
        {status.type === 'waiting' ? (
          <Text size="xs" c="dimmed" role="status">
            Finish in the GitHub window…
          </Text>
        ) : null}
      </Group>
      {status.type === 'error' ? (
        <Alert color="red" role="alert" title="GitHub is not connected">
          {status.message}
        </Alert>
      ) : null}
    </>
  )
}
