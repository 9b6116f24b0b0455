import { Code, Stack, Text, Title } from '@mantine/core'
import type { ApiFunction } from '@/features/database'
import { rpcSnippet, type SnippetTarget } from '../snippets'
import { SnippetBlock, type SnippetLanguage } from './snippet-block'

/** A function: its arguments and its RPC call. */
export function FunctionDoc({ fn, target, language }: { fn: ApiFunction; target: SnippetTarget; language: SnippetLanguage }) {
  const args = fn.arguments.map((argument) => (argument.name ? `${argument.name} ${argument.type}` : argument.type)).join(', ')
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {`${fn.schema}.${fn.name}`}
        </Title>
        <Text size="sm" c="dimmed">
          Function{fn.comment ? ` · ${fn.comment}` : ''}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{`${fn.name}(${args}) returns ${fn.return_type}`}</Code>
      </Stack>
      <SnippetBlock title="Call the function" snippet={rpcSnippet(target, fn)} language={language} />
    </Stack>
  )
}
