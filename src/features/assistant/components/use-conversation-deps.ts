import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { schemaCatalogQueryOptions } from '@/features/database/api/schema-catalog-query'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import type { ProjectDetail } from '@/features/projects/api/project-detail-query'
import { getAccessToken } from '@/features/auth'
import { getConfig } from '@/lib/config/config'
import { streamChatCompletion } from '../api/chat-completions'
import type { AiOptInKey } from '../context/opt-in'
import { schemaToText } from '../context/schema-to-text'
import { buildSystemPrompt, toCompletionMessages } from '../context/system-prompt'
import type { ConversationDeps } from '../model/conversation'

export const ASSISTANT_NOT_CONFIGURED_MESSAGE = 'The assistant is not configured: set assistantUrl in config.json.'

/** What a question sends (CONTRACT §6): the system message with the allowed context, then the chat. */
export function useConversationDeps(
  projectRef: string,
  project: ProjectDetail | undefined,
  optIn: readonly AiOptInKey[],
): ConversationDeps {
  const queryClient = useQueryClient()
  const { assistantUrl, assistantModel } = getConfig()
  const connectionString = project?.connectionString
  return useMemo<ConversationDeps>(
    () => ({
      prepare: async (history) => {
        let schemaText: string | undefined
        if (optIn.includes('AI_SQL') && connectionString) {
          try {
            schemaText = schemaToText(
              await queryClient.fetchQuery(schemaCatalogQueryOptions({ projectRef, connectionString })),
            )
          } catch {
            schemaText = undefined
          }
        }
        const system = buildSystemPrompt({
          project: {
            ref: projectRef,
            name: project?.name ?? projectRef,
            region: project?.region,
            dbVersion: project?.dbVersion,
            status: project?.status,
          },
          optIn,
          schemaText,
        })
        return [{ role: 'system', content: system }, ...toCompletionMessages(history, optIn)]
      },
      stream: async (messages, signal, onDelta) => {
        if (!assistantUrl) throw new Error(ASSISTANT_NOT_CONFIGURED_MESSAGE)
        const accessToken = await getAccessToken()
        await streamChatCompletion({ url: assistantUrl, model: assistantModel, messages, signal, onDelta, accessToken })
      },
    }),
    [
      queryClient,
      assistantUrl,
      assistantModel,
      connectionString,
      projectRef,
      project?.name,
      project?.region,
      project?.dbVersion,
      project?.status,
      optIn,
    ],
  )
}

/** The project's organization (opt-in is kept per organization). */
export function useProjectOrganization(organizationId: number | undefined) {
  return useQuery({
    ...organizationsQueryOptions(),
    select: (organizations) => {
      const organization = organizations.find((o) => o.id === organizationId)
      return organization && { slug: organization.slug, name: organization.name }
    },
    enabled: organizationId !== undefined,
  }).data
}
