import { Alert, Card, Code, Loader, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ServiceNotConfigured } from '@/components/service-not-configured'
import { PageHeader } from '@/components/page-header'
import { authServiceSettingsQueryOptions } from '../api/auth-service-settings-query'
import { contentVariable, EMAIL_TEMPLATES, subjectVariable } from './email-templates'
import { EMAIL_TEMPLATES_TITLE } from './email-templates-page'
import { errorText, isAuthServiceMissing } from './user-name'

/** Self-hosted: the auth service reads its emails from its environment; the page names the variables. */
export function EmailTemplatesReadOnly({ projectRef }: { projectRef: string }) {
  const settings = useQuery(authServiceSettingsQueryOptions(projectRef))
  return (
    <>
      <PageHeader
        title={EMAIL_TEMPLATES_TITLE}
        description="Read-only: the auth service takes its email subjects and templates from its environment. Set the variables below and restart the service."
      />
      {settings.isPending ? <Loader size="sm" aria-label="Loading auth settings" /> : null}
      {settings.error && isAuthServiceMissing(settings.error) ? <ServiceNotConfigured service="auth" /> : null}
      {settings.error && !isAuthServiceMissing(settings.error) ? (
        <Alert color="red" title="Could not read the auth settings">
          {errorText(settings.error)}
        </Alert>
      ) : null}
      {settings.data ? (
        <Stack gap="md">
          <Text size="sm">
            Each template variable holds the URL of an HTML file the auth service can fetch; the subjects are plain text.
          </Text>
          <Card withBorder p={0} style={{ overflowX: 'auto' }}>
            <Table aria-label="Email template variables">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Subject variable</Table.Th>
                  <Table.Th>Template variable</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {EMAIL_TEMPLATES.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Td>{template.label}</Table.Td>
                    <Table.Td>
                      <Code>{subjectVariable(template)}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code>{contentVariable(template)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        </Stack>
      ) : null}
    </>
  )
}
